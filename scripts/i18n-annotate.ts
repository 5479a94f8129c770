import { LOCALES } from '../src/i18n/locales'
import { readCatalog, writeCatalog } from './i18n/catalogs'
import { collectMessageUsage } from './i18n/usage'

const USED_IN = 'Used in: '

/**
 * Part of `npm run i18n:extract`: writes a `#. Used in: …` comment on every catalog entry saying on which
 * page and block (or in which part of the chrome) the message appears, so translators see its context.
 */
export default async function annotate(): Promise<number> {
  const usage = await collectMessageUsage()
  for (const locale of LOCALES) {
    const catalog = await readCatalog(locale)
    for (const [id, entry] of Object.entries(catalog)) {
      const places = [...(usage.get(id) ?? [])].sort()
      const own = (entry.comments ?? []).filter((comment) => !comment.startsWith(USED_IN))
      entry.comments = places.length > 0 ? [...own, USED_IN + places.join('; ')] : own
    }
    await writeCatalog(locale, catalog)
  }
  console.log(`✓ annotated ${usage.size} messages with where they are used`)
  return 0
}
