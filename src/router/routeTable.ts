import { pages } from '../../pages.config'
import type { PageConfig } from '../config/pages'
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../i18n/locales'

/** One URL the site serves, with the page and locale it shows. */
export interface SiteRoute {
  url: string
  locale: Locale
  page: PageConfig
}

/** The addresses of one page: each of its locales under its prefix and/or the bare path in Portuguese (see `PageConfig.urls`). */
export function routesOf(page: PageConfig): SiteRoute[] {
  const urls = page.urls ?? (page.path === '/' ? 'both' : 'localized')
  const localized =
    urls === 'unprefixed'
      ? []
      : (page.locales ?? LOCALES).map((locale) => ({ url: localizePath(page.path, locale), locale, page }))
  const bare = urls === 'localized' ? [] : [{ url: page.path, locale: DEFAULT_LOCALE, page }]
  return [...localized, ...bare]
}

/** Every URL of the site: each page in each of its locales (`/en-us/quem-somos`), plus `/` for the pt-br home. */
export const siteRoutes: SiteRoute[] = (pages as readonly PageConfig[]).flatMap(routesOf)

const byUrl = new Map(siteRoutes.map((route) => [route.url, route]))

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return byUrl.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
}
