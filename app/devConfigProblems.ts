import { siteContent } from './site'
import { layouts } from '../layouts'
import { sections } from '../sections'
import { inspectMedia } from '../src/tools/build/media/inspectMedia'
import { inEveryLocale, sitePages } from '../src/config/publication'
import { listPublicFiles } from '../src/config/publicFiles'
import { buildRouteTable } from '../src/config/routeTable'
import { configProblemsReport, type ConfigError } from '../src/config/validate'
import type { ContentChecks } from '../src/config/validateContent'
import { validateSite } from '../src/config/validateSite'

/** The report last printed in the terminal: each new one is printed once, not once per request. */
let printedReport: string | undefined

/**
 * The last check, with what it read besides the content: the content is this module's imports (Vite evaluates the
 * module again, and so forgets the check, once one changes); the media and public files are read again each time.
 * `whole` is false for the first check of the dev server, which checked the page's needs only (`pageNeeds`).
 */
let last: { key: string; errors: ConfigError[]; whole: boolean; pathname: string } | undefined

/**
 * Set by the dev server's first check (on `globalThis`: this module is evaluated again after an edit). Every later
 * check is whole: the schemas are compiled by then, and it costs tens of milliseconds, not half a second.
 */
const CHECKED = Symbol.for('nuvora.devConfigChecked')
const devServer = globalThis as { [CHECKED]?: boolean }

/**
 * `npm run dev` only: the site's config problems, as `npm run check:config` finds them, each new list printed in the
 * terminal once. The dev server shows them instead of any page (`src/tools/build/devPreviewPlugin.ts`), as the build refuses
 * such a config (`site/+onBeforePrerenderStart.ts`); without this check it would render the broken page, or fail with
 * an error naming no page. Of the pages' content (the costly part: a quarter of a second at 600 pages), only that of
 * the page at `pathname` is checked; everything else (settings, menus, every page's shape, ids and paths) always,
 * but on the dev server's first page: that one waits for what its page needs only (`pageNeeds`), and the rest is
 * checked once it is sent (`checkWholeSite`), so a mistake elsewhere shows from the next answer on.
 */
export async function devConfigErrors(pathname: string): Promise<ConfigError[]> {
  const checks = { publicFiles: listPublicFiles(), media: await inspectMedia() }
  const pageId = pageIdAt(pathname)
  const key = JSON.stringify([pageId, [...checks.publicFiles], [...checks.media]])
  if (last?.key !== key || !last.whole) {
    const contentOf = pageId === undefined ? undefined : (page: { id: string }) => page.id === pageId
    const first = !devServer[CHECKED]
    devServer[CHECKED] = true
    const needs = first && pageId !== undefined ? pageNeeds(pageId, checks) : undefined
    const errors = needs ?? validateSite(siteContent, { sections, layouts }, checks, contentOf)
    last = { key, whole: needs === undefined, pathname, errors }
  }
  const { errors } = last
  const report = errors.length === 0 ? undefined : configProblemsReport(errors)
  if (report !== undefined && report !== printedReport) console.error(report)
  printedReport = report
  return errors
}

/**
 * The whole check the first page went without (`pageNeeds`), once that page is sent: the terminal then tells of a
 * mistake anywhere in the site, and the next answer (the page's own status request, a save) shows it in the overlay.
 */
export async function checkWholeSite(): Promise<void> {
  if (last && !last.whole) await devConfigErrors(last.pathname)
}

/**
 * What the page `pageId` needs checked before the dev server's first answer, the checks of `validateSite` narrowed to
 * it: the settings, the forms and the locales' flags; of the pages, its own (its collection's entries, its shape and
 * blocks, its paged list, its content and rhythm); every menu, against every page's routes. Compiling the schemas of
 * every block type the site uses is most of what a first whole check costs. Undefined when the pages are too broken
 * to tell what the page needs: the whole site is checked then.
 */
function pageNeeds(pageId: string, checks: ContentChecks): ConfigError[] | undefined {
  // Its own pages: the page, or the collection page that makes it (an entry's page id is `<collection page>/<slug>`).
  const own = ({ id }: { id: string }) => id === pageId || pageId.startsWith(`${id}/`)
  try {
    return validateSite(siteContent, { sections, layouts }, checks, (page) => page.id === pageId, own)
  } catch {
    return undefined
  }
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
