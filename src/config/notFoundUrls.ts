import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../i18n/locales'

/** The not-found page is prerendered once per locale at these URLs; the server answers them with status 404. */
export const notFoundUrls = Object.fromEntries(
  LOCALES.map((locale) => [locale, localizePath('/404', locale)]),
) as Record<Locale, string>

/**
 * The locales whose not-found page is built and routed (nginx, CDN): the default locale and every locale some page is
 * published in. A locale in progress (`settings.localesInProgress`) with no published page yet has none, since
 * nothing of it is published: its addresses get the default locale's not-found page, as any unknown path does.
 */
export function notFoundLocales(routes: ReadonlyArray<{ locale: Locale }>): Locale[] {
  const published = new Set(routes.map((route) => route.locale))
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || published.has(locale))
}

/** The URLs the build prerenders: every route, and the not-found page of each locale that has one (`notFoundLocales`). */
export function prerenderUrls(routes: ReadonlyArray<{ url: string; locale: Locale }>): string[] {
  return [...routes.map((route) => route.url), ...notFoundLocales(routes).map((locale) => notFoundUrls[locale])]
}
