import { readFile } from 'node:fs/promises'
import { LOCALES } from '../src/i18n/locales'
import { catalogHeaderProblems } from './i18n/catalogHeader'
import { catalogPath } from './i18n/catalogs'
import { contextGaps } from './i18n/context'
import { readCatalogs } from './i18n/load'
import { outdatedCatalogs } from './i18n/outdated'
import { formatProblem, siteProblems } from './i18n/problems'
import { formatProgress, localesProgress } from './i18n/progress'
import { collectMessageUsage } from './i18n/usage'

/**
 * `npm run i18n:check` (CI): only checks, never writes to `locales/`. Fails when the content of the committed
 * catalogs is out of date with the code (it extracts into a temporary copy and compares messages, translations,
 * flags and obsolete state: not wrapping, order, header or notes, see `outdatedCatalogs`), when a header's `Language`
 * or `Plural-Forms` is not its locale's (`catalogHeaderProblems`), when a message shown in a locale is untranslated,
 * fuzzy or has other placeholders than its source, or when an entry lacks its context.
 */
export default async function check(): Promise<number> {
  const usage = await collectMessageUsage()
  const catalogs = await readCatalogs()
  for (const progress of localesProgress(catalogs, usage)) console.log(`… ${formatProgress(progress)}`)
  const failures = [
    ...(await outdatedCatalogs(usage)),
    ...(await headerProblems()),
    ...siteProblems(catalogs, usage).map(formatProblem),
    ...[...catalogs].flatMap(([locale, catalog]) => contextGaps(catalog, locale)),
  ]
  if (failures.length === 0) {
    console.log(`✓ catalogs up to date, complete and annotated in ${LOCALES.join(', ')}`)
    return 0
  }
  for (const failure of failures) console.error(`✗ ${failure}`)
  console.error(`\n${failures.length} problem(s). See docs/translators.md.`)
  return 1
}

/** What is wrong in the header of each committed catalog (see `catalogHeaderProblems`). */
async function headerProblems(): Promise<string[]> {
  const problems: string[] = []
  for (const locale of LOCALES) {
    const file = catalogPath(locale)
    problems.push(...catalogHeaderProblems(locale, await readFile(file, 'utf8'), file))
  }
  return problems
}
