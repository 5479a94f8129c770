import { pages } from '../pages.config'
import { sections } from '../sections'
import { formatConfigErrors, validatePages } from '../src/config/validate'
import { LOCALES } from '../src/i18n/locales'

/** `npm run check:config`: validates every page of pages.config.ts; exit code 1 with one line per problem. */
export default function checkConfig(): number {
  const errors = validatePages(pages, sections)
  if (errors.length > 0) {
    console.error(`✗ pages.config.ts has ${errors.length} problem(s):\n${formatConfigErrors(errors)}`)
    return 1
  }
  const blocks = pages.reduce((count, page) => count + page.sections.length, 0)
  console.log(
    `✓ pages.config.ts: ${pages.length} page(s), ${blocks} block(s), ${pages.length * LOCALES.length} localized URLs`,
  )
  return 0
}
