import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { rewriteHtmlFiles } from './rewriteHtmlFiles'
import { hasPageData, parsePageData, replacePageData, type EmbeddedPageData } from '../../../router/pageData'

const FOLDER = '/assets/data'

/**
 * Every prerendered page carries data for the browser: the site's (settings and menus, the same on each page), its
 * route, its own blocks and the messages it shows (picked at prerender). This moves them into JSON files named by
 * their content, cached for a year like the other assets, and leaves their URLs in the page. The HTML then holds
 * what the first paint needs and little else, so a page arrives in a connection's first round trip (about 14 KB)
 * whenever its markup does. Answers how many pages it rewrote: all under `root`, or those of `only` (absolute paths).
 */
export async function externalizePageData(root: string, only?: readonly string[]): Promise<number> {
  return rewriteHtmlFiles(root, await pageDataRewriter(root), only)
}

/** What `externalizePageData` does to one page: its data moved into files under `root`'s /assets/data/. */
export async function pageDataRewriter(root: string): Promise<(html: string) => Promise<string>> {
  await mkdir(join(root, FOLDER), { recursive: true })
  // One write per data file, however many pages share it (several pages are rewritten at once).
  const written = new Map<string, Promise<void>>()
  const store = async (name: string, data: object): Promise<string> => {
    const file = dataFile(name, data)
    if (!written.has(file.url)) written.set(file.url, writeFile(join(root, file.url), file.json))
    await written.get(file.url)
    return file.url
  }
  return async (html) => {
    if (!hasPageData(html)) return html
    const parsed = parsePageData(html)
    const { site, page, messages } = parsed
    if (typeof site === 'string' && (page === null || typeof page === 'string') && typeof messages === 'string')
      return html
    const data: EmbeddedPageData = {
      ...parsed,
      site: typeof site === 'string' ? site : await store('site', site),
      page: page === null || typeof page === 'string' ? page : await store('page', page),
      messages: typeof messages === 'string' ? messages : await store('messages', messages),
    }
    return replacePageData(html, data)
  }
}

/** `data` as a JSON file under /assets/data/ named by a hash of its content. */
export function dataFile(name: string, data: object): { url: string; json: string } {
  const json = JSON.stringify(data)
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12)
  return { url: `${FOLDER}/${name}.${hash}.json`, json }
}
