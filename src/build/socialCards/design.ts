import { createRequire } from 'node:module'
import { LOGO } from '../../layout/logo.generated'
import { logoSvg } from '../../layout/logoSvg'

const require = createRequire(import.meta.url)
const inter = (subset: string) => require.resolve(`@fontsource/inter/files/inter-${subset}-700-normal.woff`)
const noto = (script: string) =>
  require.resolve(`@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-700-normal.woff`)

/**
 * The card's fonts, all bold, tried in this order for each character of a title; a title loads only those its
 * characters need (`cardFonts.ts`). Inter Bold (SIL Open Font License 1.1, `@fontsource/inter`) in its subsets:
 * Latin (the three locales' accents, ™), Latin Extended (Ł, İ, ₹…), Vietnamese (ễ: stacked accents are glyphs of
 * their own), Greek and Cyrillic; then Noto Sans Hebrew and Noto Sans Arabic Bold (OFL 1.1,
 * `@fontsource/noto-sans-hebrew` and `-arabic`, 9 KB and 81 KB). Chinese, Japanese and Korean are not drawn: the
 * Noto Sans SC package alone is 73 MB; a title with a character no font has fails the build, naming the page, the
 * title and the characters (`cardGlyphProblem`). A font that covers them (`.woff` files of an `@fontsource/*`
 * package, each a unicode range: only those a title needs are loaded) goes here. satori reads `.ttf`, `.otf` and
 * `.woff`. The design system's brand typeface replaces Inter here.
 */
const chain = [
  { name: 'Inter', file: inter('latin') },
  { name: 'Inter Latin Extended', file: inter('latin-ext') },
  { name: 'Inter Vietnamese', file: inter('vietnamese') },
  { name: 'Inter Greek', file: inter('greek') },
  { name: 'Inter Greek Extended', file: inter('greek-ext') },
  { name: 'Inter Cyrillic', file: inter('cyrillic') },
  { name: 'Inter Cyrillic Extended', file: inter('cyrillic-ext') },
  { name: 'Noto Sans Hebrew', file: noto('hebrew') },
  { name: 'Noto Sans Arabic', file: noto('arabic') },
]

const colors = {
  /** The background's gradient, top left to bottom right: the deep ink of the site's art (`scripts/media-art/palette.ts`). */
  backgroundFrom: '#0C1727',
  backgroundTo: '#070E1A',
  /** The art's one accent, vermilion coral: the glow, the accent bar, the logo's nova. */
  accent: '#FF5B35',
  /** The lines and dots of the background art. */
  art: 'rgba(211, 217, 226, 0.14)',
  title: '#ffffff',
  /** The logo's arch and wordmark, light on the card's ink as in the site's footer. */
  brand: '#ffffff',
  /** The host line at the bottom. */
  host: '#FFC9B8',
}

/** The logo's height on the card, in pixels. */
const LOGO_HEIGHT = 56

/**
 * The look of the social cards (`og:image`), in one place: font, colours and the brand line, which is the site's
 * logo (`scripts/logo.ts`: the mark and the wordmark outlined from the brand font). Anything here is part of each
 * card's cache key (the fonts' bytes too), so changing it (a redrawn logo too) re-renders every card on the next
 * build; bump `version` when the layout (`renderCard.ts`) changes.
 */
export const CARD_DESIGN = {
  version: 6,
  font: {
    /** The first font of `chain`: the one the layout names; the others are its fallbacks. */
    name: chain[0]!.name,
    chain,
    weight: 700 as const,
  },
  colors,
  logo: {
    svg: logoSvg(LOGO, { ink: colors.brand, accent: colors.accent }),
    width: Math.round((LOGO_HEIGHT * LOGO.width) / LOGO.height),
    height: LOGO_HEIGHT,
  },
}

export type CardDesign = typeof CARD_DESIGN
