import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pageCss } from './pageCss'
import { rewriteHtmlFiles } from './rewriteHtmlFiles'

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\n?\s*/gi
const MODULE_PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>\n?\s*/gi
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/assets\/entries\/[^"]+\.js)"[^>]*><\/script>/gi
const VIEWPORT_META = /<meta\b[^>]*\bname="viewport"[^>]*>/i

/**
 * The built site's pages opt in to the browser's cross-fade from one page to the next (a link is a full page load:
 * the built site hydrates islands only), unless the visitor asks for less motion. Here and not in the site's
 * stylesheet: the dev server navigates client-side, and its pages, whose CSS Vite serves on demand, were not ready
 * in time for the transition, which Chromium then reported as an uncaught error.
 */
export const VIEW_TRANSITION_CSS = '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}'

/**
 * The first paint needs the HTML only. This rewrites one prerendered page so:
 * - every same-site stylesheet (`<link rel="stylesheet" href="/…">`) becomes one `<style>` in `<head>`, after the
 *   charset and viewport (so they stay within the first bytes), holding only the rules the page's own HTML can
 *   use (`pageCss`): the first round trip carries the page and its CSS (issue #39). Each page's text differs, so
 *   each page's answer carries its own CSP hashes (`inlineHashes`, `src/server/securityHeaders.ts`). The link goes
 *   from the HTML: Chromium's preload scanner fetches even a `disabled` stylesheet link (seen in Chromium 150), and
 *   a stylesheet link in the HTML blocks the first paint. The entry loader adds it back after the first paint,
 *   enabled: the whole sheet is a superset of the inline rules in the same order, so nothing on screen moves, and
 *   it styles what scripts add (an opened menu, the cookie banner) and the pages a client-side navigation shows.
 *   Being there, it also tells Vite's loader of the hydration code (which lists it as a dependency) not to load it.
 * - `<link rel="modulepreload">` goes, and the client entry's `<script type="module" src>` becomes a tiny inline
 *   script that adds that same module script once the browser has painted the page's first content
 *   (`entryLoader`). No script is requested while the page paints. Its text is the same on every page: one CSP hash too.
 * `readStylesheet` answers a sheet's text by its URL path.
 */
export function firstPaintHtml(html: string, readStylesheet: (href: string) => string): string {
  const sheets: string[] = []
  const inlined: string[] = []
  let page = html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (!href?.startsWith('/') || href.startsWith('//')) return tag
    sheets.push(readStylesheet(href))
    inlined.push(href)
    return ''
  })
  page = page.replace(MODULE_PRELOAD_LINK, '')
  page = page.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script>${entryLoader(src, inlined)}</script>`)
  if (sheets.length === 0) return page
  const css = VIEW_TRANSITION_CSS + pageCss(sheets.map((sheet) => sheet.trim()).join('\n'), page)
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style": it cannot be inlined as is.')
  const style = `<style>${css}</style>`
  const viewport = VIEWPORT_META.exec(page)
  if (viewport) {
    const at = viewport.index + viewport[0].length
    return `${page.slice(0, at)}\n    ${style}${page.slice(at)}`
  }
  return page.replace(/<\/head>/i, `${style}</head>`)
}

/**
 * The inline script that loads the client entry once the browser reports the first contentful paint (paint timing;
 * where that is not observable, after the load event and the next frame). A tab opened in the background paints
 * nothing: it loads the entry at once. First it links each of `inlinedSheets` whole (the page inlined only its own
 * rules): a link a script makes after the first paint blocks nothing.
 */
export function entryLoader(src: string, inlinedSheets: readonly string[]): string {
  for (const url of [src, ...inlinedSheets])
    if (!/^\/[\w./-]+$/.test(url)) throw new Error(`Unexpected entry or stylesheet URL: ${url}`)
  return [
    '(function(){var done;',
    'function load(){if(done)return;done=1;',
    `${JSON.stringify(inlinedSheets)}.forEach(function(h){var l=document.createElement("link");`,
    'l.rel="stylesheet";l.href=h;document.head.appendChild(l)});',
    'var s=document.createElement("script");s.type="module";',
    `s.src="${src}";document.head.appendChild(s)}`,
    'if(document.visibilityState!=="visible")return load();',
    'if(self.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)',
    'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)',
    'setTimeout(load,0)}).observe({type:"paint",buffered:true});',
    'else addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(load,0)})})})()',
  ].join('')
}

/** Rewrites every HTML file under `root` (or those of `only`) with `firstPaintHtml`; answers how many it rewrote. */
export async function prepareFirstPaint(root: string, only?: readonly string[]): Promise<number> {
  return rewriteHtmlFiles(root, firstPaintRewriter(root), only)
}

/** What `prepareFirstPaint` does to one page of the site under `root`. */
export function firstPaintRewriter(root: string): (html: string) => Promise<string> {
  // Each sheet is read once, however many pages link it.
  const sheets = new Map<string, Promise<string>>()
  return async (html) => {
    const read = new Map<string, string>()
    for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
      const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
      if (!href?.startsWith('/') || href.startsWith('//')) continue
      const file = join(root, decodeURIComponent(href.split(/[?#]/)[0]!))
      if (!file.startsWith(root)) throw new Error(`${href} is outside the site`)
      if (!sheets.has(href)) sheets.set(href, readFile(file, 'utf8'))
      read.set(href, await sheets.get(href)!)
    }
    return firstPaintHtml(html, (href) => read.get(href)!)
  }
}
