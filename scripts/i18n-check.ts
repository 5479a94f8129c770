import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALES } from '../src/i18n/locales'
import { catalogPath } from './i18n/catalogs'
import { contextGaps } from './i18n/context'
import { extractCatalogs } from './i18n/extract'
import { readCatalogs } from './i18n/load'
import { formatProblem, siteProblems } from './i18n/problems'
import { collectMessageUsage, type MessageUsage } from './i18n/usage'

/**
 * `npm run i18n:check` (CI): only checks, never writes to `locales/`. Fails when the committed catalogs are out
 * of date with the code (it extracts into a temporary copy and compares), when a message shown in a locale is
 * untranslated, fuzzy or has other placeholders than its source, or when an entry lacks its context.
 */
export default async function check(): Promise<number> {
  const usage = await collectMessageUsage()
  const failures = [
    ...(await outdatedCatalogs(usage)),
    ...siteProblems(await readCatalogs(), usage).map(formatProblem),
    ...[...(await readCatalogs())].flatMap(([locale, catalog]) => contextGaps(catalog, locale)),
  ]
  if (failures.length === 0) {
    console.log(`✓ catalogs up to date, complete and annotated in ${LOCALES.join(', ')}`)
    return 0
  }
  for (const failure of failures) console.error(`✗ ${failure}`)
  console.error(`\n${failures.length} problem(s). See docs/translators.md.`)
  return 1
}

/** The catalogs `npm run i18n:extract` would change, found by extracting into a temporary copy. */
async function outdatedCatalogs(usage: MessageUsage): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'i18n-check-'))
  try {
    for (const locale of LOCALES) await cp(catalogPath(locale), catalogPath(locale, dir))
    await extractCatalogs(dir, usage)
    const outdated: string[] = []
    for (const locale of LOCALES) {
      const [committed, fresh] = await Promise.all([readFile(catalogPath(locale)), readFile(catalogPath(locale, dir))])
      if (!committed.equals(fresh))
        outdated.push(`${catalogPath(locale)} is out of date with the code: run npm run i18n:extract and commit it`)
    }
    return outdated
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
