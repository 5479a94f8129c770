import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { firstScreen } from './firstScreen'
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
 * - every same-site stylesheet (`<link rel="stylesheet" href="/…">`) leaves `<head>`, where it would hold back the
 *   first paint, for the page's fold (`firstScreen`): the end of its first block. Chromium paints what comes before
 *   a stylesheet link in the body at once, and neither parses what follows nor runs a script after it until the sheet
 *   has loaded, so the rest of the page never shows unstyled, with or without JavaScript. The preload scanner
 *   requests the sheet while the first screen is parsed.
 * - one `<style>` in `<head>`, after the charset and viewport (so it stays within the first bytes), holds only the
 *   rules the first screen uses as parsed (`pageCss` with `asParsed`): the first round trip carries the page and the
 *   CSS of its first screen (issue #39). The whole sheet is a superset of those rules in the same order, so nothing
 *   on screen moves when it applies. Each page's text differs, so each page's answer carries its own CSP hashes
 *   (`inlineHashes`, `src/server/securityHeaders.ts`).
 * - `<link rel="modulepreload">` goes, and the client entry's `<script type="module" src>` becomes a tiny inline
 *   script that adds that same module script once the browser has painted the page's first content
 *   (`entryLoader`). No script is requested while the page paints. Its text is the same on every page: one CSP hash too.
 * `readStylesheet` answers a sheet's text by its URL path.
 */
export function firstPaintHtml(html: string, readStylesheet: (href: string) => string): string {
  const sheets: string[] = []
  const links: string[] = []
  // The head's links only: a page done already has its sheets at the fold, and is left as it is.
  const headEnd = headLength(html)
  let page =
    html.slice(0, headEnd).replace(STYLESHEET_LINK, (tag) => {
      const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
      if (!href?.startsWith('/') || href.startsWith('//')) return tag
      sheets.push(readStylesheet(href))
      links.push(`<link rel="stylesheet" href="${href}">`)
      return ''
    }) + html.slice(headEnd)
  page = page.replace(MODULE_PRELOAD_LINK, '')
  page = page.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script>${entryLoader(src)}</script>`)
  if (sheets.length === 0) return page
  const screen = firstScreen(page)
  const css =
    VIEW_TRANSITION_CSS + pageCss(sheets.map((sheet) => sheet.trim()).join('\n'), screen.html, { asParsed: true })
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style": it cannot be inlined as is.')
  if (screen.fold === undefined)
    throw new Error('The page has no <main> and no </body>: there is nowhere to link its stylesheet.')
  page = page.slice(0, screen.fold) + links.join('') + page.slice(screen.fold)
  const style = `<style>${css}</style>`
  const viewport = VIEWPORT_META.exec(page)
  if (viewport) {
    const at = viewport.index + viewport[0].length
    return `${page.slice(0, at)}\n    ${style}${page.slice(at)}`
  }
  return page.replace(/<\/head>/i, `${style}</head>`)
}

/** Where the page's `<head>` ends (its whole length without one). */
function headLength(html: string): number {
  const end = html.search(/<\/head>/i)
  return end < 0 ? html.length : end
}

/**
 * The inline script that loads the client entry once the browser reports the first contentful paint (paint timing;
 * where that is not observable, after the load event and the next frame). A tab opened in the background paints
 * nothing: it loads the entry at once. It comes after the fold's stylesheet link, so it runs once the whole sheet
 * has loaded: the islands hydrate styled.
 */
export function entryLoader(src: string): string {
  if (!/^\/[\w./-]+$/.test(src)) throw new Error(`Unexpected entry URL: ${src}`)
  return [
    '(function(){var done;',
    'function load(){if(done)return;done=1;',
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
    for (const [tag] of html.slice(0, headLength(html)).matchAll(STYLESHEET_LINK)) {
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
