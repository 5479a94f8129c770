import type { PageConfig } from '../config/pages'
import type { NavigationConfig, SiteSettings } from '../config/site'
import type { RouteEntry } from './routeTable'

/**
 * What the engine is given about the site besides the pages' blocks: settings, menus and every URL. It is
 * small and serializable, so each prerendered page carries it for the browser (see `pageData.ts`).
 */
export interface SiteData {
  settings: SiteSettings
  navigation: NavigationConfig
  routes: RouteEntry[]
}

/** Gives the router a URL's page: the server looks it up in its table, the browser reads it from the page's HTML. */
export type LoadPage = (entry: RouteEntry) => Promise<PageConfig>
