import type { PageConfig } from '../config/pages'
import type { LoadPage, SiteData } from './siteData'

/** The data each prerendered page carries for the browser: the site and the page's own blocks, nothing else. */
export interface PageData {
  site: SiteData
  /** The page shown, or null on the not-found page. */
  page: PageConfig | null
}

/**
 * What the HTML holds: in the built site the URLs of the JSON files with the site's and the page's data
 * (`src/build/export/pageDataFiles.ts`), so each page's HTML holds little besides what it shows; the dev server
 * keeps the data inline.
 */
export interface EmbeddedPageData {
  site: SiteData | string
  page: PageConfig | null | string
}

const SCRIPT_ID = 'page-data'
const OPEN = `<script type="application/json" id="${SCRIPT_ID}">`
const CLOSE = '</script>'

/** The `<script type="application/json">` element holding `data`; `<` and line separators are escaped. */
export function pageDataScript(data: PageData | EmbeddedPageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `${OPEN}${json}${CLOSE}`
}

/** Reads the data of the page the browser opened, fetching what the page names by URL. */
export async function readPageData(
  document: Document,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<PageData> {
  const text = document.getElementById(SCRIPT_ID)?.textContent
  if (!text) throw new Error(`The page has no #${SCRIPT_ID} script: was it prerendered by src/vike/+onRenderHtml.tsx?`)
  const { site, page } = JSON.parse(text) as EmbeddedPageData
  const [siteData, pageData] = await Promise.all([
    typeof site === 'string' ? (fetchJson(site) as Promise<SiteData>) : site,
    typeof page === 'string' ? (fetchJson(page) as Promise<PageConfig>) : page,
  ])
  return { site: siteData, page: pageData }
}

/** Whether `html` has a page data script. */
export function hasPageData(html: string): boolean {
  return locate(html) !== undefined
}

/** Extracts the page data from a prerendered page's HTML (what client-side navigation fetches). */
export function parsePageData(html: string): EmbeddedPageData {
  const at = locate(html)
  if (!at) throw new Error(`No #${SCRIPT_ID} script in the fetched page`)
  return JSON.parse(html.slice(at.start + OPEN.length, at.end)) as EmbeddedPageData
}

/** `html` with `data` in place of its page data script's; `html` as is when it has none. */
export function replacePageData(html: string, data: EmbeddedPageData): string {
  const at = locate(html)
  return at ? html.slice(0, at.start) + pageDataScript(data) + html.slice(at.end + CLOSE.length) : html
}

/** Where the page data script opens and where its closing tag starts. */
function locate(html: string): { start: number; end: number } | undefined {
  const start = html.indexOf(OPEN)
  const end = start === -1 ? -1 : html.indexOf(CLOSE, start)
  return end === -1 ? undefined : { start, end }
}

/**
 * The browser's `LoadPage`: the first page comes from its own HTML; another page's blocks come with its
 * prerendered HTML, or the file it names (fetched once, when a link is hovered or followed), so no chunk holds
 * every page.
 */
export function browserPageLoader(
  first: PageData,
  fetchHtml: (url: string) => Promise<string>,
  fetchJson: (url: string) => Promise<unknown>,
): LoadPage {
  const pages = new Map<string, Promise<PageConfig>>()
  if (first.page) pages.set(first.page.id, Promise.resolve(first.page))
  return (entry) => {
    let page = pages.get(entry.pageId)
    if (!page) {
      page = fetchHtml(entry.url).then(async (html) => {
        const { page: fetched } = parsePageData(html)
        if (!fetched) throw new Error(`${entry.url} has no page data`)
        return typeof fetched === 'string' ? ((await fetchJson(fetched)) as PageConfig) : fetched
      })
      page.catch(() => pages.delete(entry.pageId))
      pages.set(entry.pageId, page)
    }
    return page
  }
}
