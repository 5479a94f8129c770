import { createRequire } from 'node:module'
import valueParser from 'postcss-value-parser'
import type { TokenValues } from '../../../design/parseTokens'
import { LOGO } from '../../../design/logo.generated'
import { CLIENT_LOGO } from '../../../design/clientLogo.generated'
import { clientLogoSvg, logoSvg, type ClientLogo } from '../../../design/logoSvg'
import { cardColours, readBrandTokens } from '../brand/brandRamps'

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
 * `.woff`. A family of the tokens' `--font-sans` with such a package replaces Inter (`cardFonts`).
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

/** The logo's height on the card, in pixels. */
const LOGO_HEIGHT = 56

/**
 * The card's first font: the first family of the tokens' `--font-sans` that has an `@fontsource/*` package of
 * bold `.woff` files installed (`'Roboto Variable'` → `@fontsource/roboto`), drawn in its subsets; Inter when none has
 * (the brand face, Instrument Sans, is installed only as a variable WOFF2, which satori cannot read).
 */
function cardFonts(tokens: TokenValues): Array<{ name: string; file: string }> {
  const stack = valueParser(tokens.theme['font-sans'] ?? '').nodes
  const families = stack.filter((node) => node.type === 'string' || node.type === 'word').map((node) => node.value)
  for (const family of families) {
    const slug = family
      .replace(/ Variable$/, '')
      .toLowerCase()
      .split(' ')
      .join('-')
    const subsets = SUBSETS.flatMap(({ subset, name }) => {
      try {
        return [
          {
            name: `${family} ${name}`.trim(),
            file: require.resolve(`@fontsource/${slug}/files/${slug}-${subset}-700-normal.woff`),
          },
        ]
      } catch {
        return []
      }
    })
    if (subsets[0]?.name === family) return [...subsets, ...chain.slice(-2)]
  }
  return chain
}

/** The subsets a card font may come in, the first (Latin) named as the family itself. */
const SUBSETS = [
  { subset: 'latin', name: '' },
  { subset: 'latin-ext', name: 'Latin Extended' },
  { subset: 'vietnamese', name: 'Vietnamese' },
  { subset: 'greek', name: 'Greek' },
  { subset: 'cyrillic', name: 'Cyrillic' },
]

/**
 * The look of the social cards (`og:image`) of a brand, derived from its tokens and logo: the colours
 * (`cardColours`: the inverse surface's ink, the accent, the palette's tints), the font (`cardFonts`) and the brand
 * line, which is the client's logo (`content/brand/logo.svg`, as `npm run brand` and every build write it into
 * `src/design/clientLogo.generated.ts`, so the export need not load the SVG tools; `readClientLogo` of another
 * project's folder) or else the generated mark (`scripts/logo.ts`). Anything
 * here is part of each card's cache key (the fonts' bytes too), so a re-skin, a new logo or a redrawn mark re-renders
 * every card on the next build; bump `version` when the layout (`renderCard.ts`) changes.
 */
export function cardDesign(tokens: TokenValues, client: ClientLogo | undefined = CLIENT_LOGO) {
  const colors = cardColours(tokens)
  const fonts = cardFonts(tokens)
  const size = client ?? LOGO
  return {
    version: 6,
    font: {
      /** The first font of the chain: the one the layout names; the others are its fallbacks. */
      name: fonts[0]!.name,
      chain: fonts,
      weight: 700 as const,
    },
    colors,
    logo: {
      svg: client
        ? clientLogoSvg(client, colors.brand, LOGO_HEIGHT)
        : logoSvg(LOGO, { ink: colors.brand, accent: colors.accent }),
      width: Math.round((LOGO_HEIGHT * size.width) / size.height),
      height: LOGO_HEIGHT,
    },
  }
}

/** The cards of this site: its tokens (`src/design/tokens.css`) and logo. */
export const CARD_DESIGN = cardDesign(readBrandTokens())

export type CardDesign = typeof CARD_DESIGN
