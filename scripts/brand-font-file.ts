/** The registry package of the brand typeface, Instrument Sans (SIL Open Font License 1.1). */
export const BRAND_FONT_PACKAGE = '@fontsource-variable/instrument-sans'

/**
 * The one font file the site serves and preloads: Latin, variable weight 400–700, upright. `scripts/brand-font.ts`
 * names it in `src/design/fonts.css`; `scripts/logo.ts` outlines the wordmark from it.
 */
export const BRAND_FONT_FILE = `${BRAND_FONT_PACKAGE}/files/instrument-sans-latin-wght-normal.woff2`
