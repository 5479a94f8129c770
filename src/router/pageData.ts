import type { PageConfig } from '../config/pages'
import type { LoadPage, SiteData } from './siteData'

/** The data each prerendered page carries for the browser: the site and the page's own blocks, nothing else. */
export interface PageData {
  site: SiteData
  /** The page shown, or null on the not-found page. */
  page: PageConfig | null
}

const SCRIPT_ID = 'page-data'
const OPEN = `<script type="application/json" id="${SCRIPT_ID}">`
const CLOSE = '</script>'

/** The `<script type="application/json">` element holding `data`; `<` and line separators are escaped. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `${OPEN}${json}${CLOSE}`
}

/** Reads the data of the page the browser opened. */
export function readPageData(document: Document): PageData {
  const text = document.getElementById(SCRIPT_ID)?.textContent
  if (!text) throw new Error(`The page has no #${SCRIPT_ID} script: was it prerendered by src/vike/+onRenderHtml.tsx?`)
  return JSON.parse(text) as PageData
}

/** Extracts the page data from a prerendered page's HTML (what client-side navigation fetches). */
export function parsePageData(html: string): PageData {
  const start = html.indexOf(OPEN)
  const end = start === -1 ? -1 : html.indexOf(CLOSE, start)
  if (end === -1) throw new Error(`No #${SCRIPT_ID} script in the fetched page`)
  return JSON.parse(html.slice(start + OPEN.length, end)) as PageData
}

/**
 * The browser's `LoadPage`: the first page comes from its own HTML; another page's blocks come with its
 * prerendered HTML (fetched once, when a link is hovered or followed), so no chunk holds every page.
 */
export function browserPageLoader(first: PageData, fetchHtml: (url: string) => Promise<string>): LoadPage {
  const pages = new Map<string, Promise<PageConfig>>()
  if (first.page) pages.set(first.page.id, Promise.resolve(first.page))
  return (entry) => {
    let page = pages.get(entry.pageId)
    if (!page) {
      page = fetchHtml(entry.url).then((html) => {
        const { page: fetched } = parsePageData(html)
        if (!fetched) throw new Error(`${entry.url} has no page data`)
        return fetched
      })
      page.catch(() => pages.delete(entry.pageId))
      pages.set(entry.pageId, page)
    }
    return page
  }
}
