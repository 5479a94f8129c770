import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Inter Bold (SIL Open Font License 1.1), from the registry's `@fontsource/inter`: its Latin file has every accent
 * of the three locales. satori reads `.ttf`, `.otf` and `.woff`, not `.woff2`. The design system's brand typeface
 * replaces it here.
 */
const interBold = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')

/**
 * The look of the social cards (`og:image`), in one place: font and colours. Anything here is part of each card's
 * cache key, so changing it re-renders every card on the next build; bump `version` when the layout
 * (`renderCard.ts`) changes.
 */
export const CARD_DESIGN = {
  version: 3,
  font: {
    name: 'Inter',
    file: interBold,
    weight: 700 as const,
  },
  colors: {
    /** The background's gradient, top left to bottom right: the deep ink of the site's art (`scripts/media-art/palette.ts`). */
    backgroundFrom: '#0C1727',
    backgroundTo: '#070E1A',
    /** The art's one accent, vermilion coral: the glow, the accent bar. */
    accent: '#FF5B35',
    /** The lines and dots of the background art. */
    art: 'rgba(211, 217, 226, 0.14)',
    title: '#ffffff',
    brand: '#ffffff',
    /** The host line at the bottom. */
    host: '#FFC9B8',
  },
}

export type CardDesign = typeof CARD_DESIGN
