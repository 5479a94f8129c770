import type { I18n } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import { listPageOf } from '../config/pagination'
import type { SiteRoute } from '../config/routeTable'
import type { Locale } from '../i18n/locales'

/** The social card every page gets unless it sets its own image (`meta.image`): a PNG the build draws. */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const

/** One card to draw: where the built site serves it, and the title it shows. */
export interface SocialCard {
  /** `/og/en-us/servicos.png`, from the page's canonical localized path (`socialCardPath`). */
  path: string
  /** The page's title in the route's locale, as `<title>` shows it but without the brand suffix. */
  title: string
}

/**
 * The address of the card of a page, derived from its canonical localized path alone, so the head needs no list of
 * cards: `/pt-br` → `/og/pt-br.png`, `/en-us/servicos` → `/og/en-us/servicos.png` (a bare `/` → `/og/index.png`).
 */
export function socialCardPath(canonicalPath: string): string {
  return `/og${canonicalPath === '/' ? '/index' : canonicalPath}.png`
}

/** The text of a page's card: its localized title, without " | Brand" (the card shows the brand itself). */
export function socialCardTitle(page: PageConfig, i18n: I18n): string {
  return i18n._(page.meta.title)
}

/**
 * The cards the build draws for a route table (`scripts/prebuild.ts`): one per canonical localized path (`/` and
 * `/pt-br` share one), none for a page that sets its own image, and none for page 2 and on of a paged list, which
 * share their first page's (`pageHead`).
 */
export function socialCardsOf(
  routes: readonly SiteRoute[],
  alternatesOf: (route: SiteRoute) => Partial<Record<Locale, string>>,
  i18nOf: (locale: Locale) => I18n,
): SocialCard[] {
  const cards = new Map<string, SocialCard>()
  for (const route of routes) {
    if (route.page.meta.image || (listPageOf(route.page)?.number ?? 1) > 1) continue
    const path = socialCardPath(alternatesOf(route)[route.locale] ?? route.url)
    if (!cards.has(path)) cards.set(path, { path, title: socialCardTitle(route.page, i18nOf(route.locale)) })
  }
  return [...cards.values()]
}
