import type { Locale } from '../i18n/locales'

/** The not-found page is prerendered once per locale at these URLs; the server answers them with status 404. */
export const notFoundUrls: Record<Locale, string> = {
  'pt-br': '/pt-br/404',
  'en-us': '/en-us/404',
  'es-es': '/es-es/404',
}
