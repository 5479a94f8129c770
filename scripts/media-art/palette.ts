import { artRamps, readBrandTokens } from '../../src/tools/build/brand/brandRamps'

/**
 * The one palette and type scale of every picture under `content/media/`. The brand's ramps (ink, accent, sand) are
 * the palette of `src/design/tokens.css` (a re-skin changes them there); the supporting, status and product tints
 * below are the pictures' own (colours of the products' screens, not of the brand). After a change, run
 * `npm run media:art`: every composition re-renders with it.
 */

const brand = artRamps(readBrandTokens())

/** Deep ink (navy) for text, dark surfaces and device frames: `--ink-950` … `--ink-50` of the tokens. */
export const ink = brand.ink

/** The one vivid accent, a warm vermilion coral: `--coral-700` … `--coral-50` of the tokens. */
export const accent = brand.accent

/** Warm neutral (sand / paper) for light backgrounds: `--sand-50` … `--sand-500` of the tokens. */
export const sand = brand.sand

/** Quiet supporting tones for charts, tags and portrait backgrounds (never used as a second accent): the pictures' own. */
export const support = {
  sage: '#8FB3A2',
  sageDark: '#3F6E5E',
  sky: '#9CC3E4',
  skyDark: '#2F6797',
  amber: '#F3B847',
  amberDark: '#9A6A0B',
  plum: '#B9A3D0',
} as const

/** Status colours inside product UIs. */
export const status = {
  ok: '#1E9E6A',
  okBg: '#E2F5EC',
  warn: '#C98A00',
  warnBg: '#FFF3D6',
  danger: '#D2453A',
  dangerBg: '#FDE6E3',
  info: '#2F6797',
  infoBg: '#E3EEF8',
} as const

/** Each product's own tint, used for its logo mark and primary buttons (all from the palette above). */
export const productTint = {
  vendai: accent[500],
  gestor: support.skyDark,
  pauta: ink[800],
  lumi: support.amber,
  aluga: support.sageDark,
  visage: accent[600],
} as const

/** Fonts: system fonts present on the build machine (see CREDITS.md for their licences). */
export const fonts = {
  sans: "'Liberation Sans', 'Helvetica Neue', Arial, sans-serif",
  narrow: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
  serif: "'DejaVu Serif', Georgia, serif",
  mono: "'DejaVu Sans Mono', 'Liberation Mono', monospace",
} as const

/** Font families as named in CREDITS.md. */
export const fontCredits = [
  {
    name: 'Liberation Sans / Liberation Sans Narrow',
    licence: 'Red Hat Liberation fonts 1.x: GPL-2.0 with the font exception (rendered to pixels, font not embedded)',
  },
  {
    name: 'DejaVu Sans Mono / DejaVu Serif',
    licence: 'Bitstream Vera / DejaVu licence (free, permissive)',
  },
] as const
