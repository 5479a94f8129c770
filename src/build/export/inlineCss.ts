import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\n?\s*/gi
const MODULE_PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>\n?\s*/gi
const VIEWPORT_META = /<meta\b[^>]*\bname="viewport"[^>]*>/i

/**
 * The first paint needs the HTML and its CSS only. This rewrites one prerendered page so the HTML is all it needs:
 * - every same-site stylesheet (`<link rel="stylesheet" href="/…">`) becomes one `<style>` in `<head>`, after the
 *   charset and viewport (so they stay within the first bytes), with the sheets' text in document order. The CSP
 *   allows it by the hash of that text (`inlineStyleHashes`, `src/server/securityHeaders.ts`). Tailwind writes one
 *   stylesheet for the whole site, so every page carries the same text and the CSP one hash; client-side
 *   navigation keeps the document, so the next page has its styles too.
 * - `<link rel="modulepreload">` goes: scripts load after the first paint (`src/vike/+client.ts`), they must not
 *   take the bandwidth the HTML needs.
 * `readStylesheet` answers a sheet's text by its URL path.
 */
export function inlinePageCss(html: string, readStylesheet: (href: string) => string): string {
  const sheets: string[] = []
  let page = html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (!href?.startsWith('/') || href.startsWith('//')) return tag
    sheets.push(readStylesheet(href))
    return ''
  })
  page = page.replace(MODULE_PRELOAD_LINK, '')
  if (sheets.length === 0) return page
  const css = sheets.map((sheet) => sheet.trim()).join('\n')
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style": it cannot be inlined as is.')
  const style = `<style>${css}</style>`
  const viewport = VIEWPORT_META.exec(page)
  if (viewport) {
    const at = viewport.index + viewport[0].length
    return `${page.slice(0, at)}\n    ${style}${page.slice(at)}`
  }
  return page.replace(/<\/head>/i, `${style}</head>`)
}

/** Rewrites every HTML file under `root` with `inlinePageCss`; answers how many it rewrote. */
export async function inlineCss(root: string): Promise<number> {
  const cache = new Map<string, string>()
  const pages: [string, string][] = []
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const path = join(entry.parentPath, entry.name)
    pages.push([path, await readFile(path, 'utf8')])
  }
  const read = async (href: string) => {
    const path = join(root, decodeURIComponent(href.split(/[?#]/)[0]!))
    if (!path.startsWith(root)) throw new Error(`${href} is outside the site`)
    if (!cache.has(href)) cache.set(href, await readFile(path, 'utf8'))
    return cache.get(href)!
  }
  let count = 0
  for (const [path, html] of pages) {
    // Read the sheets first (async), then rewrite synchronously from the cache.
    for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
      const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
      if (href?.startsWith('/') && !href.startsWith('//')) await read(href)
    }
    const rewritten = inlinePageCss(html, (href) => cache.get(href)!)
    if (rewritten === html) continue
    await writeFile(path, rewritten)
    count += 1
  }
  return count
}
