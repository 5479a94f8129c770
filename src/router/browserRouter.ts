import { localeOfPath } from '../i18n/locales'
import type { PageCatalogs } from '../i18n/pageCatalogs'
import type { RouteHead } from '../render/head'
import type { SectionLoader } from '../render/sectionLoader'
import { serverHeadOfHtml } from '../render/serverHead'
import { hasPageData, parsePageData, readPageParts, type PageData } from './pageData'
import { createRouter, type Match, type SiteRouter } from './router'

export interface BrowserRouterOptions {
  /** The data of the page the browser opened (read from its HTML). */
  first: PageData
  /** Its path: the only one that needs no request. */
  firstPath: string
  /** Its head, as the server rendered it (`serverHead(document.head)`). */
  firstHead: RouteHead
  catalogs: PageCatalogs
  sections: SectionLoader
  fetchJson: (url: string) => Promise<unknown>
}

/** The browser's router, and how the dev server's hot update shows the current page afresh. */
export interface BrowserRouter extends SiteRouter {
  /**
   * Shows `data` and `head` (the current page as the changed sources make them) in place of what is on screen: every
   * locale's messages and every page loaded ahead are forgotten, so the next pages are fetched afresh.
   */
  showFresh?: (data: PageData, head: RouteHead) => Promise<void>
}

/**
 * The browser's router. The browser holds no route table: a path's page is what its prerendered HTML says (the
 * page data it carries, or the files it names, and the head tags the server rendered, read back as they are), fetched
 * once when a link is hovered, focused or followed. An
 * answer without page data (a file, an endpoint) is opened by the browser itself; a 404 brings the not-found page
 * of its locale. A page shows only once its messages are in its locale's catalog and its sections' code is loaded,
 * so the page on screen never renders untranslated, and what the browser downloads does not grow with the site.
 */
export function createBrowserRouter({
  first,
  firstPath,
  firstHead,
  catalogs,
  sections,
  fetchJson,
}: BrowserRouterOptions): BrowserRouter {
  // The opened page's own data, until the sources change under it (`showFresh`): then it is fetched like any other.
  let embedded: PageData | undefined = first
  const show = async ({ route, page, messages }: Omit<PageData, 'site'>, pathname: string, head: RouteHead) => {
    const locale = route?.locale ?? localeOfPath(pathname)
    catalogs.add(locale, messages)
    const i18n = catalogs.get(locale)
    if (!route || !page) return { locale, i18n, head } satisfies Match
    await sections.load(page.sections.map((block) => block.type))
    return { route, page, locale, i18n, head } satisfies Match
  }
  const router = createRouter(async (pathname) => {
    if (pathname === firstPath && embedded) return show(embedded, pathname, firstHead)
    const response = await fetch(pathname, { headers: { Accept: 'text/html' } })
    if (!response.ok && response.status !== 404) throw new Error(`${pathname} answered ${response.status}`)
    const html = response.headers.get('Content-Type')?.startsWith('text/html') ? await response.text() : ''
    if (!hasPageData(html)) return null
    return show(await readPageParts(parsePageData(html), fetchJson), pathname, serverHeadOfHtml(html))
  })
  // The dev server's only: a built router ships without it (`import.meta.env.DEV` is false in a production build).
  const showFresh = import.meta.env.DEV
    ? async (data: PageData, head: RouteHead) => {
        embedded = undefined
        catalogs.clear()
        router.refresh(await show(data, router.getState().location.pathname, head))
      }
    : undefined
  return { ...router, showFresh }
}
