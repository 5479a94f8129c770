import { expandPages } from './expandPages'
import type { PagesConfig } from './pages'
import { buildRouteTable, type RouteTable } from './routeTable'
import type { NavigationConfig, SiteData, SiteSettings } from './site'

/** Everything the marketers' side hands to the engine (`content/site.ts`). */
export interface SiteContent {
  /** The pages as declared (collection pages are expanded here). */
  pages: PagesConfig
  settings: SiteSettings
  navigation: NavigationConfig
}

/** The engine's view of the content: the route table (server side) and the data every page carries. */
export interface BuiltSite {
  table: RouteTable
  site: SiteData
}

export function buildSite({ pages, settings, navigation }: SiteContent): BuiltSite {
  const table = buildRouteTable(expandPages(pages))
  return { table, site: { settings, navigation } }
}
