import type { Tone } from './common'
import { expandPages } from './expandPages'
import type { PagesConfig } from './pages'
import type { SiteRegistries } from './registry'

/** Something `npm run check:config` points out without failing: the site builds, but probably not as meant. */
export interface ConfigWarning {
  /** `home › sections[4] (stats), sections[5] (nextLevel)` */
  where: string
  message: string
}

/** The tone two touching surfaces must not share: two dark bands read as one. */
const MERGING_TONE: Tone = 'inverse'
const FIX = "give one of them tone: 'muted' or 'light' (or 'brand' for a call to action)"

/**
 * Neighbours that merge: two blocks in a row on the `inverse` tone, or a page's last block on it above a layout's
 * footer that is too (`footerTone`: the closing CTA band on the dark footer). A block's tone is its `tone` prop, else
 * the `default` of `tone` in its section's schema; a block of a section without one is not judged. A collection
 * page is judged once per entry and reported once per declaration (`news-article/:slug`).
 */
export function toneWarnings(pages: PagesConfig, { sections, layouts }: SiteRegistries): ConfigWarning[] {
  const warnings = new Map<string, ConfigWarning>()
  for (const declaration of pages) {
    const name = 'collection' in declaration ? `${declaration.id}/:slug` : declaration.id
    for (const page of expandPages([declaration])) {
      const blocks = page.sections.map((block, index) => ({
        name: `sections[${index}] (${block.type})`,
        tone: toneOf(sections[block.type]?.schema, block.props),
      }))
      blocks.forEach((block, index) => {
        const next = blocks[index + 1]
        if (block.tone === MERGING_TONE && next?.tone === MERGING_TONE) {
          const where = `${name} › ${block.name}, ${next.name}`
          warnings.set(where, {
            where,
            message: `two neighbouring blocks are both on the ${MERGING_TONE} tone and merge into one band; ${FIX}`,
          })
        }
      })
      const last = blocks.at(-1)
      const footerTone = layouts[page.layout]?.footerTone
      if (last?.tone === MERGING_TONE && footerTone === MERGING_TONE) {
        const where = `${name} › ${last.name}`
        warnings.set(where, {
          where,
          message: `the last block is on the ${MERGING_TONE} tone, as is the footer of the "${page.layout}" layout, and merges into it; give it tone: 'brand', 'muted' or 'light'`,
        })
      }
    }
  }
  return [...warnings.values()]
}

/** A block's tone: its own `tone`, else its schema's default; `undefined` when neither says. */
export function toneOf(schema: object | undefined, props: unknown): Tone | undefined {
  const own = (props as { tone?: unknown } | null | undefined)?.tone
  if (typeof own === 'string') return own as Tone
  const fallback = (schema as { properties?: { tone?: { default?: unknown } } } | undefined)?.properties?.tone?.default
  return typeof fallback === 'string' ? (fallback as Tone) : undefined
}

/** `home › sections[4] (stats), sections[5] (nextLevel): two neighbouring blocks…`, one line per warning. */
export function formatConfigWarnings(warnings: readonly ConfigWarning[]): string {
  return warnings.map((warning) => `${warning.where}: ${warning.message}`).join('\n')
}
