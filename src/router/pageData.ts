import type { Messages } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import type { SiteData } from '../config/site'
import type { SiteRouteData } from './siteRoute'

/**
 * The data each prerendered page carries for the browser: the site, the page's own blocks and the compiled
 * messages of its locale that the page and its chrome use, nothing else.
 */
export interface PageData {
  site: SiteData
  /** The page's route (its URL, locale and alternates), or null on the not-found page. */
  route: SiteRouteData | null
  /** The page shown, or null on the not-found page. */
  page: PageConfig | null
  /** Compiled messages by id: in the built site only what this page and its chrome show (`pageMessages.ts`). */
  messages: Messages
}

/**
 * What the HTML holds: in the built site the URLs of the JSON files with the site's and the page's data
 * (`src/tools/build/export/pageDataFiles.ts`), so each page's HTML holds little besides what it shows; the dev server
 * keeps the data inline.
 */
export interface EmbeddedPageData {
  site: SiteData | string
  route: SiteRouteData | null
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
  if (!text) throw new Error(`The page has no #${SCRIPT_ID} script: was it prerendered by app/+onRenderHtml.tsx?`)
  const { site, route, page, messages } = JSON.parse(text) as EmbeddedPageData
  const [siteData, rest] = await Promise.all([
    typeof site === 'string' ? (fetchJson(site) as Promise<SiteData>) : site,
    readPageParts({ route, page, messages }, fetchJson),
  ])
  return { site: siteData, ...rest }
}

/** A page's own data (route, blocks, messages), fetching the parts it names by URL. */
export async function readPageParts(
  { route, page, messages }: Omit<EmbeddedPageData, 'site'>,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<Omit<PageData, 'site'>> {
  const [pageData, pageMessages] = await Promise.all([
    typeof page === 'string' ? (fetchJson(page) as Promise<PageConfig>) : page,
    readMessages(messages, fetchJson),
  ])
  return { route, page: pageData, messages: pageMessages }
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
