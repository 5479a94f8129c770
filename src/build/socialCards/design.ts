import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/**
 * Noto Sans Regular (SIL Open Font License), as shipped by harfbuzzjs, the text shaper satori itself depends on:
 * the only Latin font with the accents of the three locales among the installed packages. A design-system font
 * (e.g. an `@fontsource/*` package's `.woff` files; satori reads `.ttf`, `.otf` and `.woff`, not `.woff2`) replaces
 * it here.
 */
const notoSans = join(
  dirname(require.resolve('harfbuzzjs/package.json', { paths: [dirname(require.resolve('satori'))] })),
  'test/fonts/noto/NotoSans-Regular.ttf',
)

/**
 * The look of the social cards (`og:image`), in one place: font and colours. Anything here is part of each card's
 * cache key, so changing it re-renders every card on the next build; bump `version` when the layout
 * (`renderCard.ts`) changes.
 */
export const CARD_DESIGN = {
  version: 1,
  font: {
    name: 'Noto Sans',
    file: notoSans,
    weight: 400 as const,
    /** A stroke of the glyphs' own colour, in px: the one weight installed reads semibold at title sizes. */
    titleStroke: 1.4,
  },
  colors: {
    /** The background's gradient, top left to bottom right: the brand's indigo at night. */
    backgroundFrom: '#0b1026',
    backgroundTo: '#0b1026',
    /** The brand colour (`public/favicon.svg`): the glow, the accent bar. */
    accent: '#4f46e5',
    /** The lines and dots of the background art. */
    art: 'rgba(165, 180, 252, 0.16)',
    title: '#ffffff',
    brand: '#ffffff',
    /** The host line at the bottom. */
    host: '#a5b4fc',
  },
}

export type CardDesign = typeof CARD_DESIGN
