import type { Config } from 'vike/types'

/**
 * Vike prerenders every URL to HTML and hydrates it; the site's router (`src/router/router.ts`) owns client
 * navigation, so Vike stays in server-routing mode with one catch-all page (`site/`).
 */
export default {
  // An object turns prerendering on for every page; `partial`: an incremental build (`scripts/build.ts`) hands Vike
  // no URL of a page whose URLs are all kept (the gallery), which Vike would otherwise warn about. The server bundle
  // is kept for the next build, which prerenders with it alone when no file it is made of changed.
  prerender: { partial: true, keepDistServer: true },
  clientRouting: false,
  // The page reads fine without JavaScript, so scripts and their preloads go last: the stylesheet and the
  // HTML get the bandwidth first (first paint on slow mobile networks).
  injectScriptsAt: 'HTML_END',
} satisfies Config
