import type { MarkState } from '../markers'

/** How each state reads in the panel, the tooltip and the editor. */
export const STATE_LABEL: Record<MarkState, string> = {
  translated: 'translated',
  fuzzy: 'fuzzy: shows the Portuguese source until reviewed',
  missing: 'missing: shows the Portuguese source',
}

/** The state's short name, for lists. */
export const STATE_SHORT: Record<MarkState, string> = { translated: 'ok', fuzzy: 'fuzzy', missing: 'missing' }
