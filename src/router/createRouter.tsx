import type { I18n } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import type { SiteSettings } from '../config/site'
import type { Catalogs } from '../i18n/catalogSet'
import { localeOfPath, type Locale } from '../i18n/locales'
import { notFoundHead, pageHead } from '../render/head'
import { notFoundCopy } from '../render/NotFound'
import type { SectionLoader } from '../render/sectionLoader'
import { alternatesIndex, type RouteTable } from '../config/routeTable'
import { createRouter, type Match, type SiteRouter } from './router'
import type { SiteRouteData } from './siteRoute'

/** A page's match, once its sections' code is loaded and its locale's messages are in `i18n`. */
function pageMatch(route: SiteRouteData, page: PageConfig, i18n: I18n, settings: SiteSettings): Match {
  return { route, page, locale: route.locale, i18n, head: pageHead({ ...route, page, i18n, settings }) }
}

/** The not-found page's match in `locale`, once its messages are in `i18n`. */
function notFoundMatch(locale: Locale, i18n: I18n, settings: SiteSettings): Match {
  return { locale, i18n, head: notFoundHead(notFoundCopy, i18n, settings) }
}

export interface ServerRouterOptions {
  table: RouteTable
  settings: SiteSettings
  /** This render's i18n instances, one per locale (a fresh set per prerendered page). */
  catalogs: Catalogs
  sections: SectionLoader
}

/**
 * The router of a prerender (and of the engine's tests): a path's page comes from the route table, its locale's
 * whole catalog from the PO files, its sections' code from `sections`; a path the table lacks is the not-found
 * page in the locale of its prefix.
 */
export function createServerRouter({ table, settings, catalogs, sections }: ServerRouterOptions): SiteRouter {
  const alternates = alternatesIndex(table)
  return createRouter(async (pathname) => {
    const found = table.find(pathname)
    const locale = found?.locale ?? localeOfPath(pathname)
    const i18n = await catalogs.load(locale)
    if (!found) return notFoundMatch(locale, i18n, settings)
    await sections.load(found.page.sections.map((block) => block.type))
    const route = { url: found.url, locale, pageId: found.page.id, alternates: alternates(found) }
    return pageMatch(route, found.page, i18n, settings)
  })
}
