import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '../i18n/locales'
import { useLocale, useSiteRoute } from '../router/runtime'

export interface LanguageLink {
  locale: Locale
  name: string
  flag: string
  htmlLang: string
  /** The current page in that language (its home when the page is not published in it). */
  href: string
  current: boolean
}

/** The language picker's links, from the matched route: the same page in each locale, as real, crawlable links. */
export function useLanguageLinks(): { current: LanguageLink; links: LanguageLink[] } {
  const locale = useLocale()
  const alternates = useSiteRoute()?.alternates ?? {}
  const links = LOCALES.map((code) => ({
    locale: code,
    ...LOCALE_INFO[code],
    href: alternates[code] ?? localizePath('/', code),
    current: code === locale,
  }))
  return { current: links.find((link) => link.current)!, links }
}
