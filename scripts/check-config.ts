import { siteContent } from '../app/site'
import { layouts } from '../layouts'
import { sections } from '../sections'
import { reportBrandProblems } from '../src/tools/build/brand/brandProblems'
import { inspectMedia } from '../src/tools/build/media/inspectMedia'
import type { MediaFiles } from '../src/config/imageProblem'
import { listPublicFiles } from '../src/config/publicFiles'
import { configProblemsReport } from '../src/config/validate'
import { sitePages } from '../src/config/publication'
import { validateSite } from '../src/config/validateSite'
import { buildRouteTable } from '../src/config/routeTable'
import { formatConfigWarnings, toneWarnings } from '../src/config/toneNeighbours'
import { navigationWarnings } from '../src/config/validateNavigation'
import { keepValidatorsIn } from '../src/config/validate'
import { validatorStore } from '../src/tools/build/validatorStore'

/**
 * `npm run check:config`: validates the brand (`src/design/tokens.css`, the client logo), every page, collection
 * entry, image and menu; exit code 1 with one line per problem. Warnings (blocks whose tones merge, menu links left out in a locale the page is not published in) are printed one line each and leave the exit code alone.
 */
export default function main(): Promise<number> {
  return checkConfig()
}

/** The config check; `media` is what `inspectMedia` read of `content/media/` (read here when not given). */
export async function checkConfig(media?: MediaFiles): Promise<number> {
  // The section schemas' validators, compiled once and kept in the build cache (`compiledSchema`).
  keepValidatorsIn(validatorStore())
  // The brand first (tokens.css, the client logo): contrast, palette and SVG safety (src/tools/build/brand/brandProblems.ts).
  if (!reportBrandProblems(process.cwd())) return 1
  const errors = validateSite(
    siteContent,
    { sections, layouts },
    { publicFiles: listPublicFiles(), media: media ?? (await inspectMedia()) },
  )
  if (errors.length > 0) {
    console.error(configProblemsReport(errors))
    return 1
  }
  const pages = sitePages(siteContent)
  const warnings = [
    ...toneWarnings(siteContent.pages, { sections, layouts }),
    ...navigationWarnings(siteContent.navigation, pages, siteContent.settings.localesInProgress),
  ]
  if (warnings.length > 0)
    console.warn(`⚠ the site's config has ${warnings.length} warning(s):\n${formatConfigWarnings(warnings)}`)
  const blocks = pages.reduce((count, page) => count + page.sections.length, 0)
  const urls = buildRouteTable(pages).routes.length
  console.log(`✓ pages.config.ts: ${pages.length} page(s), ${blocks} block(s), ${urls} URLs`)
  return 0
}
