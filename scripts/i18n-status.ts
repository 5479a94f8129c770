import { readCatalogs } from './i18n/load'
import { entriesLeft, formatEntriesLeft, pageStatusArguments } from './i18n/pageStatus'
import { formatInProgress } from './i18n/inProgressStatus'
import { localesProgress } from './i18n/progress'
import { formatStatus, translationStatus } from './i18n/status'
import { collectMessageUsage } from './i18n/usage'

/**
 * `npm run i18n:status`: per locale and page, how many messages are translated, fuzzy or missing; for a locale in
 * progress, what its first page takes (`formatInProgress`) and the pages ready to publish there.
 * `npm run i18n:status -- --page <id> [--locale <locale>]`: that page's entries still left, with their source text
 * and where they are used.
 */
export default async function status(args: string[] = []): Promise<number> {
  const usage = await collectMessageUsage()
  let asked
  try {
    asked = pageStatusArguments(args, usage)
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`)
    return 2
  }
  const catalogs = await readCatalogs()
  if (!asked) {
    console.log(formatStatus(translationStatus(catalogs, usage)))
    for (const progress of localesProgress(catalogs, usage))
      console.log(`\n${formatInProgress(progress, catalogs, usage)}`)
  } else
    console.log(
      asked.locales
        .map((locale) => formatEntriesLeft(asked.page, locale, entriesLeft(catalogs, usage, asked.page, locale)))
        .join('\n\n'),
    )
  return 0
}
