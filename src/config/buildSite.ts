import type { SectionRegistry } from './defineSection'
import type { PageConfig, PagesConfig } from './pages'
import { sitePages, type PublicationMode } from './publication'
import { buildRouteTable, type RouteTable } from './routeTable'
import { navigationPaths, publishedInProgress, siteAddresses } from './siteAddresses'
import type { NavigationConfig, SiteData, SiteSettings } from './site'

/** Everything the marketers' side hands to the engine (`app/site.ts`). */
export interface SiteContent {
  /** The pages as declared (collection pages are expanded here). */
  pages: PagesConfig
  settings: SiteSettings
  navigation: NavigationConfig
  /** The site's sections (`sections/index.ts`): a page holding a block that pages its list is built once per page. */
  sections: SectionRegistry
}

/** The engine's view of the content: the route table (server side) and the data every page carries. */
export interface BuiltSite {
  table: RouteTable
  site: SiteData
}

/**
 * The route table and site data of the content; `preparePage` changes each page before it is served (the
 * prerender gives each image what the build made of it: `withBuiltImages`). Each page is built in the locales it
 * is published in, or in preview (`npm run dev`) also in the locales in progress (`sitePages`).
 */
export function buildSite(
  { pages, settings, navigation, sections }: SiteContent,
  preparePage: (page: PageConfig) => PageConfig = (page) => page,
  mode: PublicationMode = {},
): BuiltSite {
  const table = buildRouteTable(
    sitePages({ pages, settings, sections }, mode).map(preparePage),
    settings.localesInProgress,
  )
  const addresses = siteAddresses(table, navigationPaths(navigation))
  // Only a site with a locale in progress carries the list: the others' page data stays as it was.
  const inProgress = table.localesInProgress.length > 0 ? { publishedInProgress: publishedInProgress(table) } : {}
  return { table, site: { settings, navigation, addresses, ...inProgress } }
}

/**
 * The site made again from its pages as built (`pagesOf`) and its data, with the same route table: what the build's
 * prerender reads from its first step (`app/siteSource.built.ts`).
 */
export function siteOfPages(pages: readonly PageConfig[], site: SiteData): BuiltSite {
  return { table: buildRouteTable(pages, site.settings.localesInProgress), site }
}

/** The pages of a built site, each once, in the order of its routes: what `siteOfPages` makes it again from. */
export function pagesOf({ table }: BuiltSite): PageConfig[] {
  return [...new Set(table.routes.map((route) => route.page))]
}
