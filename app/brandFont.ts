import type { InjectFilterEntry } from 'vike/types'
// The brand face's one file (`src/design/fonts.css`, written by `npm run fonts` from the tokens' `--font-sans`), by
// the hashed URL the build gives it: the URL the page's CSS names, so the preload and the CSS fetch it once.
import brandFontUrl from '../src/design/brandFontUrl.generated'

/**
 * The preload of the brand face, for the `<head>` right after the charset: the page's CSS is inlined after the
 * viewport (`src/tools/build/export/firstPaint.ts`), so the font request starts before the browser has read the CSS.
 */
export const BRAND_FONT_PRELOAD = `<link rel="preload" href="${brandFontUrl}" as="font" type="font/woff2" crossorigin />`

/**
 * Vike's `injectFilter`: Vike would preload every font file the page's CSS names, in a `<link>` of its own; the page
 * preloads the brand face itself (`BRAND_FONT_PRELOAD`), once, so Vike's font preloads are left out.
 */
export function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
}
