import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts'
import { catalogPath, readCatalog, writeCatalog } from '../i18n/catalogs.ts'
import { shapeMismatches } from '../i18n/icu.ts'
import type { EntryInfo } from '../../src/translate/entryInfo.ts'
import { entryInfo } from './entries.ts'

/** A translation the editor may not save, and why, in words a translator can act on. */
export class TranslationRefused extends Error {
  override name = 'TranslationRefused'
}

/** One save after the other: two quick saves must not both read the file before either writes it. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * Writes `translation` as the `msgstr` of entry `id` in `locales/<locale>/messages.po` (under `dir`), clearing its
 * `#, fuzzy` flag and previous source; every other entry, comment and the order stay as they were. Refuses an
 * unknown id, the source locale (generated from the code), an empty translation, one that breaks the source's
 * placeholders, tags or plural keys, and one over the entry's length limit.
 */
export function saveTranslation(dir: string, locale: string, id: string, translation: string): Promise<EntryInfo> {
  const save = queue.then(() => write(dir, locale as Locale, id, translation))
  queue = save.catch(() => undefined)
  return save
}

async function write(dir: string, locale: Locale, id: string, translation: string): Promise<EntryInfo> {
  const file = catalogPath(locale, dir)
  if (locale === DEFAULT_LOCALE)
    throw new TranslationRefused(
      `${file} is generated from the code: change the Portuguese text where the page declares it, then run npm run i18n:extract`,
    )
  const catalog = await readCatalog(locale, dir)
  const entry = catalog[id]
  if (!entry || entry.obsolete)
    throw new TranslationRefused(`no message "${id}" in ${file}: run npm run i18n:extract, then reload the page`)
  if (!translation.trim()) throw new TranslationRefused('the translation is empty: write the text in your language')
  const source = entry.message ?? id
  const mismatches = shapeMismatches(source, translation)
  if (mismatches.length > 0)
    throw new TranslationRefused(
      `${mismatches.join('; ')}. Keep every {placeholder}, <0>…</0> tag and plural/select key of the source: "${source}"`,
    )
  const { maxLength } = entryInfo(id, entry)
  if (maxLength !== undefined && translation.length > maxLength)
    throw new TranslationRefused(
      `the translation is ${translation.length} characters long, over this text's limit of ${maxLength}: shorten it`,
    )
  const flags = ((entry.extra?.flags as string[] | undefined) ?? []).filter((flag) => flag !== 'fuzzy')
  const { previous: _previous, ...rest } = entry
  catalog[id] = { ...rest, translation, extra: { ...entry.extra, flags } }
  await writeCatalog(locale, catalog, dir)
  return entryInfo(id, catalog[id])
}
