import type { I18n } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizePath, type Locale } from '../i18n/locales'
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

/** What goes into `<head>` for a page in a locale, with copy already translated by `i18n`. */
export function pageHead(page: PageConfig, locale: Locale, i18n: I18n): HeadData {
  const absolute = (target: Locale) => company.origin + localizePath(page.path, target)
  return {
    htmlLang: LOCALE_INFO[locale].htmlLang,
    title: documentTitle(i18n._(page.meta.title)),
    description: i18n._(page.meta.description),
    canonical: absolute(locale),
    alternates: [
      ...LOCALES.map((target) => ({ hreflang: LOCALE_INFO[target].htmlLang, href: absolute(target) })),
      { hreflang: 'x-default', href: absolute(DEFAULT_LOCALE) },
    ],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    noindex: false,
  }
}

export function notFoundHead(locale: Locale, i18n: I18n, copy: { title: PageConfig['meta']['title']; text: PageConfig['meta']['title'] }): HeadData {
  return {
    htmlLang: LOCALE_INFO[locale].htmlLang,
    title: documentTitle(i18n._(copy.title)),
    description: i18n._(copy.text),
    alternates: [],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    noindex: true,
  }
}
