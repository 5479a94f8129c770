import type { I18n } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/locales'
import { routesOf, type SiteRoute } from '../router/routeTable'
import { company } from '../site/company'

/** Page titles carry the brand unless they already name it. */
export function documentTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`
}

export interface HeadData {
  htmlLang: string
  title: string
  description: string
  /** Absolute canonical URL; absent on the not-found page. */
  canonical?: string
  /** `hreflang` alternates of the page in every locale, plus `x-default`. */
  alternates: Array<{ hreflang: string; href: string }>
  ogLocale: string
  noindex: boolean
}

/**
 * What goes into `<head>` for one of the site's URLs, with copy already translated by `i18n`.
 * A page served both bare and localized (`/` and `/pt-br`) is canonical at its localized address.
 */
export function pageHead({ url, page, locale }: SiteRoute, i18n: I18n): HeadData {
  const localized = routesOf(page).filter((route) => route.url !== page.path)
  const localizedUrls = new Map(localized.map((route) => [route.locale, route.url]))
  const canonical = localizedUrls.get(locale) ?? url
  return {
    htmlLang: LOCALE_INFO[locale].htmlLang,
    title: documentTitle(i18n._(page.meta.title)),
    description: i18n._(page.meta.description),
    canonical: company.origin + canonical,
    alternates:
      localizedUrls.size > 1
        ? [
            ...[...localizedUrls].map(([target, href]) => ({
              hreflang: LOCALE_INFO[target].htmlLang,
              href: company.origin + href,
            })),
            { hreflang: 'x-default', href: company.origin + (localizedUrls.get(DEFAULT_LOCALE) ?? canonical) },
          ]
        : [],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    noindex: false,
  }
}

export function notFoundHead(
  locale: Locale,
  i18n: I18n,
  copy: { title: PageConfig['meta']['title']; text: PageConfig['meta']['title'] },
): HeadData {
  return {
    htmlLang: LOCALE_INFO[locale].htmlLang,
    title: documentTitle(i18n._(copy.title)),
    description: i18n._(copy.text),
    alternates: [],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    noindex: true,
  }
}
