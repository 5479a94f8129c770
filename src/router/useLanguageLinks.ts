import { localizedHref } from '../config/siteAddresses'
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '../i18n/locales'
import { useLocale, useSiteData, useSiteRoute } from './runtime'

export interface LanguageLink {
  locale: Locale
  name: string
  flag: string
  htmlLang: string
  /**
   * The current page in that language (its home when the page is not published in it, the default locale's home
   * while that language, in progress, has none: the not-found page of its first pages).
   */
  href: string
  current: boolean
}

/**
 * The language picker's links, from the matched route: the same page in each locale, as real, crawlable links. A
 * locale still in progress (`settings.localesInProgress`) is offered only where the page is published in it.
 */
export function useLanguageLinks(): { current: LanguageLink; links: LanguageLink[] } {
  const locale = useLocale()
  const alternates = useSiteRoute()?.alternates ?? {}
  const site = useSiteData()
  const inProgress = site.settings.localesInProgress ?? []
  const offered = LOCALES.filter((code) => code === locale || alternates[code] || !inProgress.includes(code))
  const links = offered.map((code) => ({
    locale: code,
    ...LOCALE_INFO[code],
    href: alternates[code] ?? localizedHref('/', code, site) ?? localizePath('/', code),
    current: code === locale,
  }))
  return { current: links.find((link) => link.current)!, links }
}
