import { createRequire } from 'node:module'
import { LOGO } from '../../layout/logo.generated'
import { logoSvg } from '../../layout/logoSvg'

const require = createRequire(import.meta.url)

/**
 * Inter Bold (SIL Open Font License 1.1), from the registry's `@fontsource/inter`: its Latin file has every accent
 * of the three locales. satori reads `.ttf`, `.otf` and `.woff`, not `.woff2`. The design system's brand typeface
 * replaces it here.
 */
const interBold = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')

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
 * card's cache key, so changing it (a redrawn logo too) re-renders every card on the next build; bump `version` when
 * the layout (`renderCard.ts`) changes.
 */
export const CARD_DESIGN = {
  version: 4,
  font: {
    name: 'Inter',
    file: interBold,
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
