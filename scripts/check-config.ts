import { siteContent } from '../content/site'
import { layouts } from '../layouts'
import { sections } from '../sections'
import { inspectMedia } from '../src/build/media/inspectMedia'
import { expandPages } from '../src/config/expandPages'
import type { MediaFiles } from '../src/config/imageProblem'
import { listPublicFiles } from '../src/config/publicFiles'
import { formatConfigErrors } from '../src/config/validate'
import { validateSite } from '../src/config/validateSite'
import { buildRouteTable } from '../src/config/routeTable'

/** `npm run check:config`: validates every page, collection entry, image and menu; exit code 1 with one line per problem. */
export default function main(): Promise<number> {
  return checkConfig()
}

/** The config check; `media` is what `inspectMedia` read of `content/media/` (read here when not given). */
export async function checkConfig(media?: MediaFiles): Promise<number> {
  const errors = validateSite(
    siteContent,
    { sections, layouts },
    { publicFiles: listPublicFiles(), media: media ?? (await inspectMedia()) },
  )
  if (errors.length > 0) {
    console.error(`✗ the site's config has ${errors.length} problem(s):\n${formatConfigErrors(errors)}`)
    return 1
  }
  const pages = expandPages(siteContent.pages)
  const blocks = pages.reduce((count, page) => count + page.sections.length, 0)
  const urls = buildRouteTable(pages).routes.length
  console.log(`✓ pages.config.ts: ${pages.length} page(s), ${blocks} block(s), ${urls} URLs`)
  return 0
}
