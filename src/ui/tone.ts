import type { Tone } from '../config/common'

/** Section background and text colours for each tone. */
export const TONE_CLASS: Record<Tone, string> = {
  white: 'bg-white text-ink',
  muted: 'bg-slate-50 text-ink',
  dark: 'bg-ink text-white',
}

/** Secondary text colour that keeps AA contrast on each tone. */
export const TONE_MUTED_TEXT: Record<Tone, string> = {
  white: 'text-slate-600',
  muted: 'text-slate-600',
  dark: 'text-slate-300',
}
