import { LOCALES } from '../src/i18n/locales'
import { extractCatalogs } from './i18n/extract'

/**
 * `npm run i18n:extract`: updates `locales/<locale>/messages.po` from the code — new messages added, every entry
 * annotated with where it is used, a source changed a little keeping its old translation as fuzzy.
 */
export default async function extract(): Promise<number> {
  await extractCatalogs()
  console.log(`✓ catalogs of ${LOCALES.join(', ')} updated in locales/`)
  return 0
}
