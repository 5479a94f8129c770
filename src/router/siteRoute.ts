import type { Locale } from '../i18n/locales'
import type { RouteEntry } from '../config/routeTable'

/** What a page's route carries: its URL, locale and the same page's URL in each locale. */
export interface SiteRouteData extends RouteEntry {
  alternates: Partial<Record<Locale, string>>
}
