/**
 * The one palette and type scale of every picture under `content/media/`.
 * Change a value here and run `npm run media:art`: every composition re-renders with it.
 */

/** Deep ink (navy) for text, dark surfaces and device frames. */
export const ink = {
  950: '#070E1A',
  900: '#0C1727',
  800: '#142238',
  700: '#1F3150',
  600: '#33476A',
  500: '#5B6C87',
  400: '#8593A8',
  300: '#AEB8C7',
  200: '#D3D9E2',
  100: '#E9EDF2',
  50: '#F5F7FA',
} as const

/** The one vivid accent: a warm vermilion coral. */
export const accent = {
  700: '#B8351A',
  600: '#E0451F',
  500: '#FF5B35',
  400: '#FF8360',
  200: '#FFC9B8',
  100: '#FFE6DD',
  50: '#FFF4EF',
} as const

/** Warm neutral (sand / paper) for light backgrounds. */
export const sand = {
  50: '#FCFAF6',
  100: '#F6F1E9',
  200: '#EDE4D6',
  300: '#DDD0BC',
  400: '#C4B398',
  500: '#A08C6E',
} as const

/** Quiet supporting tones for charts, tags and portrait backgrounds (never used as a second accent). */
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
