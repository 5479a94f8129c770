import { LOCALES, localizePath, type Locale } from '../i18n/locales'

/** The not-found page is prerendered once per locale at these URLs; the server answers them with status 404. */
export const notFoundUrls = Object.fromEntries(
  LOCALES.map((locale) => [locale, localizePath('/404', locale)]),
) as Record<Locale, string>
