import type { SiteSettings } from '../../../config/site'
import type { SiteRoute } from '../../../config/routeTable'
import type { Locale } from '../../../i18n/locales'
import type { SocialCard } from '../../../render/socialCard'
import { readBuildCache, writeBuildCache } from '../buildCache'

/** A URL as the export sees it: its locale and the little of its page the sitemap needs. */
export interface ExportRoute {
  url: string
  locale: Locale
  page: { id: string; noindex?: boolean }
}

/** What the export (sitemap, redirects, nginx and CDN files) needs of the site: plain data, no content to load. */
export interface ExportInput {
  routes: ExportRoute[]
  /**
   * The addresses pages' slugs replaced, each moved to its new one (`slugRedirects`), and each paged list's first
   * page written with its number (`/pt-br/noticias/1` → `/pt-br/noticias`, `listPageRedirects`).
   */
  moved: Array<{ from: string; to: string }>
  settings: SiteSettings
  /** The social card of each page without its own image, its title already in the page's locale. */
  cards: SocialCard[]
}

const EXPORT_INPUT_FILE = 'export-input.json'

/** The export's view of the site's routes and settings. */
export function exportInputOf(
  routes: readonly SiteRoute[],
  settings: SiteSettings,
  cards: SocialCard[] = [],
  moved: ExportInput['moved'] = [],
): ExportInput {
  return {
    routes: routes.map(({ url, locale, page }) => ({
      url,
      locale,
      page: { id: page.id, ...(page.noindex ? { noindex: true } : {}) },
    })),
    moved,
    settings,
    cards,
  }
}

/** Left by the build's first step (`scripts/prebuild.ts`) in `<dist>/cache/export-input.json`. */
export function writeExportInput(dist: string, input: ExportInput): Promise<void> {
  return writeBuildCache(dist, EXPORT_INPUT_FILE, input)
}

/** Read by the export (`scripts/export-static.ts`), which so never loads the content again. */
export function readExportInput(dist: string): ExportInput {
  return readBuildCache(dist, EXPORT_INPUT_FILE)
}
