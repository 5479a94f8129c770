import type { PageConfig } from './pages'
import { DEFAULT_LOCALE, LOCALES, localizePath, stripTrailingSlash, type Locale } from '../i18n/locales'

/** One URL the site serves, with the page and locale it shows. */
export interface SiteRoute {
  url: string
  locale: Locale
  page: PageConfig
}

/** A URL as the browser's router knows it: which page (by id) in which locale; the page itself loads with it. */
export interface RouteEntry {
  url: string
  locale: Locale
  pageId: string
}

/** Every URL of the site, built once from the pages by an entry point (prerender, scripts, tests). */
export interface RouteTable {
  routes: SiteRoute[]
  /** The route of a path (a trailing slash is ignored), or undefined for a URL the site does not serve. */
  find(pathname: string): SiteRoute | undefined
  /** The localized route of the page whose `path` is `path` in `locale` (at its slug there, if any), if published. */
  pageRoute(path: string, locale: Locale): SiteRoute | undefined
  /**
   * The locales still being translated (`settings.localesInProgress`): there a link to a page not published in it
   * leads to the page in the default locale (`reachedRoute`, `localizedHref`).
   */
  localesInProgress: readonly Locale[]
}

/**
 * The addresses of one page: each of its locales under its prefix (with its slug there, if any) and/or the bare path
 * in Portuguese (see `PageConfig.urls` and `PageConfig.slugs`).
 */
export function routesOf(page: PageConfig): SiteRoute[] {
  const urls = page.urls ?? (page.path === '/' ? 'both' : 'localized')
  const localized =
    urls === 'unprefixed'
      ? []
      : (page.locales ?? LOCALES).map((locale) => ({ url: localizePath(pathIn(page, locale), locale), locale, page }))
  const bare = urls === 'localized' ? [] : [{ url: page.path, locale: DEFAULT_LOCALE, page }]
  return [...localized, ...bare]
}

/** The page's locale-less path in a locale: its slug there, or its `path`. */
export function pathIn(page: PageConfig, locale: Locale): string {
  return (locale === DEFAULT_LOCALE ? undefined : page.slugs?.[locale]) ?? page.path
}

/**
 * The addresses a page's slugs replaced (`/en-us/<path>` → `/en-us/<slug>`), each moved to its new one with a 301,
 * unless a page serves it.
 */
export function slugRedirects(table: RouteTable): Array<{ from: string; to: string }> {
  return table.routes.flatMap(({ url, locale, page }) => {
    const from = localizePath(page.path, locale)
    const slugged = pathIn(page, locale) !== page.path && url === localizePath(pathIn(page, locale), locale)
    return slugged && !table.find(from) ? [{ from, to: url }] : []
  })
}

/** The route table of the pages (in the locales they are built in), `localesInProgress` as the settings list them. */
export function buildRouteTable(pages: readonly PageConfig[], localesInProgress: readonly Locale[] = []): RouteTable {
  const routes = pages.flatMap(routesOf)
  const byUrl = new Map(routes.map((route) => [route.url, route]))
  const key = (path: string, locale: Locale) => `${locale} ${path}`
  const byPage = new Map(
    routes.filter((route) => route.url !== route.page.path).map((route) => [key(route.page.path, route.locale), route]),
  )
  return {
    routes,
    find: (pathname) => byUrl.get(stripTrailingSlash(pathname)),
    pageRoute: (path, locale) => byPage.get(key(stripTrailingSlash(path), locale)),
    localesInProgress,
  }
}

/**
 * The localized URLs of each route's page, by locale (the bare `/x` address of a page that also has localized
 * ones is not an alternate): language links and hreflang come from here. Grouped once by page, so a build asks
 * it for every route in time linear in the site.
 */
export function alternatesIndex(table: RouteTable): (route: SiteRoute) => Partial<Record<Locale, string>> {
  const byPage = new Map<PageConfig, SiteRoute[]>()
  for (const route of table.routes) byPage.set(route.page, [...(byPage.get(route.page) ?? []), route])
  const alternates = new Map<PageConfig, Partial<Record<Locale, string>>>()
  return (route) => {
    let found = alternates.get(route.page)
    if (!found) alternates.set(route.page, (found = alternatesOf(byPage.get(route.page) ?? [route])))
    return found
  }
}

/** The alternates of one page given all its routes. */
function alternatesOf(twins: readonly SiteRoute[]): Partial<Record<Locale, string>> {
  const localized = twins.filter(
    (other) => other.url === `/${other.locale}` || other.url.startsWith(`/${other.locale}/`),
  )
  return Object.fromEntries((localized.length > 0 ? localized : twins).map((twin) => [twin.locale, twin.url]))
}
