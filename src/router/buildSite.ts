import type { PageConfig } from '../config/pages'
import type { NavigationConfig, SiteSettings } from '../config/site'
import { buildRouteTable, routeEntries, type RouteTable } from './routeTable'
import type { SiteData } from './siteData'

/** Everything the marketers' side hands to the engine (`content/site.ts`). */
export interface SiteContent {
  pages: readonly PageConfig[]
  settings: SiteSettings
  navigation: NavigationConfig
}

/** The engine's view of the content: the route table (server side) and the data every page carries. */
export interface BuiltSite {
  table: RouteTable
  site: SiteData
}

export function buildSite({ pages, settings, navigation }: SiteContent): BuiltSite {
  const table = buildRouteTable(pages)
  return { table, site: { settings, navigation, routes: routeEntries(table) } }
}
