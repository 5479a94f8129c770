import { navigation } from '../content/navigation'
import { pages } from '../pages.config'
import { sections } from '../sections'
import type { PageConfig } from '../src/config/pages'
import { formatConfigErrors, validatePages } from '../src/config/validate'
import { validateNavigation } from '../src/config/validateNavigation'
import { LOCALES } from '../src/i18n/locales'

/** `npm run check:config`: validates every page of pages.config.ts and every menu; exit code 1 with one line per problem. */
export default function checkConfig(): number {
  const errors = validatePages(pages, sections)
  if (errors.length === 0) errors.push(...validateNavigation(navigation, pages as readonly PageConfig[]))
  if (errors.length > 0) {
    console.error(`✗ the site's config has ${errors.length} problem(s):\n${formatConfigErrors(errors)}`)
    return 1
  }
  const blocks = pages.reduce((count, page) => count + page.sections.length, 0)
  console.log(
    `✓ pages.config.ts: ${pages.length} page(s), ${blocks} block(s), ${pages.length * LOCALES.length} localized URLs`,
  )
  return 0
}
