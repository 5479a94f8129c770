import { siteContent } from '../../content/site'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { inspectMedia } from '../build/media/inspectMedia'
import { inEveryLocale, sitePages } from '../config/publication'
import { listPublicFiles } from '../config/publicFiles'
import { buildRouteTable } from '../config/routeTable'
import { configProblemsReport, type ConfigError } from '../config/validate'
import { validateSite } from '../config/validateSite'

/** The report last printed in the terminal: each new one is printed once, not once per request. */
let printedReport: string | undefined

/**
 * The last check, with what it read besides the content: the content is this module's imports (Vite evaluates the
 * module again, and so forgets the check, once one changes); the media and public files are read again each time.
 */
let last: { key: string; errors: ConfigError[] } | undefined

/**
 * `npm run dev` only: the site's config problems, as `npm run check:config` finds them, each new list printed in the
 * terminal once. The dev server shows them instead of any page (`src/build/devPreviewPlugin.ts`), as the build refuses
 * such a config (`site/+onBeforePrerenderStart.ts`); without this check it would render the broken page, or fail with
 * an error naming no page. Of the pages' content (the costly part: a quarter of a second at 600 pages), only that of
 * the page at `pathname` is checked; everything else (settings, menus, every page's shape, ids and paths) always.
 */
export async function devConfigErrors(pathname: string): Promise<ConfigError[]> {
  const checks = { publicFiles: listPublicFiles(), media: await inspectMedia() }
  const pageId = pageIdAt(pathname)
  const key = JSON.stringify([pageId, [...checks.publicFiles], [...checks.media]])
  if (last?.key !== key) {
    const contentOf = pageId === undefined ? undefined : (page: { id: string }) => page.id === pageId
    last = { key, errors: validateSite(siteContent, { sections, layouts }, checks, contentOf) }
  }
  const { errors } = last
  const report = errors.length === 0 ? undefined : configProblemsReport(errors)
  if (report !== undefined && report !== printedReport) console.error(report)
  printedReport = report
  return errors
}

/**
 * The id of the page the dev server serves at `pathname` ('' for none: the not-found page), or undefined when the
 * pages are too broken to tell (every page's content is checked then).
 */
function pageIdAt(pathname: string): string | undefined {
  try {
    return buildRouteTable(sitePages(siteContent, { preview: true }).map(inEveryLocale)).find(pathname)?.page.id ?? ''
  } catch {
    return undefined
  }
}
