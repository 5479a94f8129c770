import type { Locale } from '../../src/i18n/locales'
import { routesOf } from '../../src/config/routeTable'
import { pageOf } from './pageOf'
import type { MessageUsage, Place } from './usage'

/**
 * What publishing a page in a locale takes, as the build's gate and `npm run check:config` see it: the page and the
 * thank-you pages its forms lead to (`thankYouPages`, transitively) not yet published there, besides the chrome,
 * the not-found page and the team's e-mail, which every locale with a page shows.
 */

/** Is the page published (served) in the locale? */
export function isPublishedIn(usage: MessageUsage, pageId: string, locale: Locale): boolean {
  const page = pageOf(usage.pages, pageId)
  return page !== undefined && routesOf(page).some((route) => route.locale === locale)
}

/** The thank-you pages publishing `pageIds` in the locale takes with them: those not published there yet. */
export function pagesNeeded(usage: MessageUsage, pageIds: readonly string[], locale: Locale): string[] {
  const needed: string[] = []
  const queue = [...pageIds]
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const target of usage.thankYouPages?.get(page) ?? []) {
      if (pageIds.includes(target) || needed.includes(target) || isPublishedIn(usage, target, locale)) continue
      needed.push(target)
      queue.push(target)
    }
  }
  return needed
}

/** The usage with `pageIds` published in the locale too (added to their `locales`). */
export function publishedWith(usage: MessageUsage, pageIds: readonly string[], locale: Locale): MessageUsage {
  return {
    ...usage,
    pages: usage.pages.map((page) =>
      pageIds.includes(page.id) && !isPublishedIn(usage, page.id, locale)
        ? { ...page, locales: [...new Set([...routesOf(page).map((route) => route.locale), locale])] }
        : page,
    ),
  }
}

/** Does a place show once `pageIds` are published: one of those pages, or what every page with a locale shows. */
export const isPlaceOf = (pageIds: readonly string[]) => (place: Place) =>
  place.pageId === null || pageIds.includes(place.pageId)

/** The declared page a concrete one belongs to and every page published with it by its `locales` (ids). */
export function declaredPageOf(usage: MessageUsage, pageId: string): { id: string; pages: string[] } {
  for (const [id, pages] of usage.declared ?? []) if (pages.includes(pageId)) return { id, pages }
  return { id: pageId, pages: [pageId] }
}
