import { readCatalogs } from './i18n/load'
import { formatStatus, translationStatus } from './i18n/status'
import { collectMessageUsage } from './i18n/usage'

/** `npm run i18n:status`: per locale and page, how many messages are translated, fuzzy or missing. */
export default async function status(): Promise<number> {
  console.log(formatStatus(translationStatus(await readCatalogs(), await collectMessageUsage())))
  return 0
}
