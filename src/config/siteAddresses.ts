import {
  DEFAULT_LOCALE,
  LOCALES,
  localizePath,
  parseLocalePath,
  resolveHref,
  stripTrailingSlash,
  type Locale,
} from '../i18n/locales'
import type { RouteTable } from './routeTable'
import { isNavMenu, type NavigationConfig, type NavLink, type SiteAddresses, type SiteData } from './site'

/** The addresses of the pages with slugs and of the site paths the menus link to (`navigationPaths`). */
export function siteAddresses(table: RouteTable, linkedPaths: Iterable<string>): SiteAddresses {
  const localizedUrls = new Map<string, Map<Locale, string>>()
  for (const route of table.routes) {
    if (parseLocalePath(route.url).locale !== route.locale) continue
    const urls =
      localizedUrls.get(route.page.path) ?? localizedUrls.set(route.page.path, new Map()).get(route.page.path)!
    urls.set(route.locale, route.url)
  }
  const served = new Set(table.routes.map((route) => route.locale))
  const paths = new Set([
    ...table.routes.flatMap((route) => (route.page.slugs ? [route.page.path] : [])),
    ...linkedPaths,
  ])
  const addresses: SiteAddresses = {}
  for (const path of paths) {
    const urls = localizedUrls.get(path)
    if (!urls) continue
    const differing = LOCALES.filter((locale) => served.has(locale) && urls.get(locale) !== localizePath(path, locale))
    if (differing.length > 0)
      addresses[path] = Object.fromEntries(differing.map((locale) => [locale, urls.get(locale) ?? null]))
  }
  return addresses
}

/**
 * The paths of the pages published in each locale still in progress (`table.localesInProgress`): few while it is
 * translated page by page, and none once it is published everywhere and leaves the list.
 */
export function publishedInProgress(table: RouteTable): Partial<Record<Locale, string[]>> {
  return Object.fromEntries(
    table.localesInProgress.map((locale) => [
      locale,
      table.routes.filter((route) => route.locale === locale).map((route) => route.page.path),
    ]),
  )
}

/** The locale-less site paths the menus link to (`/contato` of `/contato#form`; not `/pt-br/…`, anchors, URLs). */
export function navigationPaths(navigation: NavigationConfig): string[] {
  return navigationLinks(navigation).flatMap(({ href }) => {
    const path = href.split('#')[0]!
    return path.startsWith('/') && parseLocalePath(path).locale === null ? [path] : []
  })
}

/** Every link of every menu. */
export function navigationLinks(navigation: NavigationConfig): NavLink[] {
  return [
    ...navigation.header.flatMap((item) => (isNavMenu(item) ? item.links : [item])),
    navigation.headerAction,
    ...navigation.alternativeHeader,
    ...navigation.footer.flatMap((menu) => menu.links),
    ...navigation.landingFooter.links,
    navigation.landingFooter.action,
  ]
}

/**
 * Where a config href points for a visitor in `locale` (`resolveHref`), with the site's `addresses`: a page's slug
 * there, or null when the page it names is not published in that locale. In a locale still in progress
 * (`publishedInProgress`) a page not published there is the default locale's: the visitor of its first pages reads
 * the rest of the site in Portuguese (menus, buttons, the logo, the not-found and thank-you pages' links alike).
 */
export function localizedHref(
  href: string,
  locale: Locale,
  { addresses = {}, publishedInProgress = {} }: Pick<SiteData, 'addresses' | 'publishedInProgress'> = {},
): string | null {
  const hashAt = href.indexOf('#')
  const path = hashAt === -1 ? href : href.slice(0, hashAt)
  const published = publishedInProgress[locale]
  if (published && path.startsWith('/') && parseLocalePath(path).locale === null)
    if (!published.includes(stripTrailingSlash(path))) return localizedHref(href, DEFAULT_LOCALE, { addresses })
  const known = Object.hasOwn(addresses, path) ? addresses[path] : undefined
  if (!known || !(locale in known)) return resolveHref(href, locale)
  const url = known[locale]
  return url === null || url === undefined ? null : url + (hashAt === -1 ? '' : href.slice(hashAt))
}
