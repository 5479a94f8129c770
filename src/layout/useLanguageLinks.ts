import { LOCALE_INFO, LOCALES, localizePath, switchLocale, type Locale } from '../i18n/locales'
import { useLocale, usePathname } from '../i18n/useLocale'
import { findSiteRoute } from '../router/routeTable'

export interface LanguageLink {
  locale: Locale
  name: string
  flag: string
  htmlLang: string
  /** The current page in that language (its home when the current page does not exist). */
  href: string
  current: boolean
}

/** The language picker's links: the same path in each locale, as real, crawlable links. */
export function useLanguageLinks(): { current: LanguageLink; links: LanguageLink[] } {
  const locale = useLocale()
  const pathname = usePathname()
  const links = LOCALES.map((code) => {
    const twin = switchLocale(pathname, code)
    return {
      locale: code,
      ...LOCALE_INFO[code],
      href: findSiteRoute(twin) ? twin : localizePath('/', code),
      current: code === locale,
    }
  })
  return { current: links.find((link) => link.current)!, links }
}
