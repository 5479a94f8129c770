import { expandPages } from './expandPages'
import type { PageConfig, PagesConfig } from './pages'
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

/**
 * The route table and site data of the content; `preparePage` changes each page before it is served (the
 * prerender gives each image what the build made of it: `withBuiltImages`).
 */
export function buildSite(
  { pages, settings, navigation }: SiteContent,
  preparePage: (page: PageConfig) => PageConfig = (page) => page,
): BuiltSite {
  const table = buildRouteTable(expandPages(pages).map(preparePage))
  return { table, site: { settings, navigation } }
}
