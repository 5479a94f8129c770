import type { Messages } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import type { Locale } from '../i18n/locales'
import type { LoadPage, SiteData } from './siteData'

/**
 * The data each prerendered page carries for the browser: the site, the page's own blocks and the compiled
 * messages of its locale that the page and its chrome use, nothing else.
 */
export interface PageData {
  site: SiteData
  /** The page shown, or null on the not-found page. */
  page: PageConfig | null
  /** Compiled messages by id: in the built site only what this page and its chrome show (`pageMessages.ts`). */
  messages: Messages
}

/**
 * What the HTML holds: in the built site the URLs of the JSON files with the site's and the page's data
 * (`src/build/export/pageDataFiles.ts`), so each page's HTML holds little besides what it shows; the dev server
 * keeps the data inline.
 */
export interface EmbeddedPageData {
  site: SiteData | string
  page: PageConfig | null | string
  messages: Messages | string
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
  const { site, page, messages } = JSON.parse(text) as EmbeddedPageData
  const [siteData, pageData, pageMessages] = await Promise.all([
    typeof site === 'string' ? (fetchJson(site) as Promise<SiteData>) : site,
    typeof page === 'string' ? (fetchJson(page) as Promise<PageConfig>) : page,
    readMessages(messages, fetchJson),
  ])
  return { site: siteData, page: pageData, messages: pageMessages }
}

/** The messages a page data names: inline, or fetched from the file it names. */
export async function readMessages(
  messages: EmbeddedPageData['messages'],
  fetchJson: (url: string) => Promise<unknown>,
): Promise<Messages> {
  return typeof messages === 'string' ? ((await fetchJson(messages)) as Messages) : messages
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

/** How the browser gets other pages' data: their HTML, the JSON files it names, and where their messages go. */
export interface PageFetchers {
  fetchHtml: (url: string) => Promise<string>
  fetchJson: (url: string) => Promise<unknown>
  /** Adds a page's messages to its locale's catalog (see `createPageCatalogs`). */
  addMessages: (locale: Locale, messages: Messages) => void
}

/**
 * The browser's `LoadPage`: the first page (shown in `firstLocale`) comes from its own HTML; another page's blocks
 * and messages come with its prerendered HTML, or the files it names (fetched once per page and locale, when a
 * link is hovered or followed), so no chunk holds every page or every message. A page resolves only once its
 * messages are added, so it never shows untranslated.
 */
export function browserPageLoader(
  first: PageData,
  firstLocale: Locale,
  { fetchHtml, fetchJson, addMessages }: PageFetchers,
): LoadPage {
  // Each locale of a page has its own messages.
  const pages = new Map<string, Promise<PageConfig>>()
  const key = (pageId: string, locale: Locale) => `${locale} ${pageId}`
  if (first.page) pages.set(key(first.page.id, firstLocale), Promise.resolve(first.page))
  return (entry) => {
    let page = pages.get(key(entry.pageId, entry.locale))
    if (!page) {
      page = fetchHtml(entry.url).then(async (html) => {
        const { page: fetched, messages } = parsePageData(html)
        if (!fetched) throw new Error(`${entry.url} has no page data`)
        const [config, pageMessages] = await Promise.all([
          typeof fetched === 'string' ? (fetchJson(fetched) as Promise<PageConfig>) : fetched,
          readMessages(messages, fetchJson),
        ])
        addMessages(entry.locale, pageMessages)
        return config
      })
      page.catch(() => pages.delete(key(entry.pageId, entry.locale)))
      pages.set(key(entry.pageId, entry.locale), page)
    }
    return page
  }
}
