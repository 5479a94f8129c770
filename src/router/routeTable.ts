import { pages } from '../../pages.config'
import type { PageConfig } from '../config/pages'
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../i18n/locales'

/** One URL the site serves, with the page and locale it shows. */
export interface SiteRoute {
  url: string
  locale: Locale
  page: PageConfig
}

/** Every page in every locale (`/en-us/quem-somos`), plus `/` for the pt-br home. */
export const siteRoutes: SiteRoute[] = [
  ...pages.flatMap((page) => LOCALES.map((locale) => ({ url: localizePath(page.path, locale), locale, page }))),
  ...pages.filter((page) => page.path === '/').map((page) => ({ url: '/', locale: DEFAULT_LOCALE, page })),
]

const byUrl = new Map(siteRoutes.map((route) => [route.url, route]))

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return byUrl.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
}

/** The canonical URL of a page in a locale (the pt-br home is canonical at `/pt-br`, not `/`). */
export function canonicalPath(page: PageConfig, locale: Locale): string {
  return localizePath(page.path, locale)
}
