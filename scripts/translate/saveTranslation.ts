import type { CopyLimit, CopyLimits } from '../../src/config/copyLimits.ts'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts'
import { catalogPath, readCatalog, writeCatalog } from '../i18n/catalogs.ts'
import { shapeMismatches } from '../i18n/icu.ts'
import type { EntryInfo } from '../../src/tools/translate/entryInfo.ts'
import { entryInfo } from './entries.ts'

/** A translation the editor may not save, and why, in words a translator can act on. */
export class TranslationRefused extends Error {
  override name = 'TranslationRefused'
}

export interface SaveOptions {
  /** The limits the site's config puts on its copy fields (`copyLimits`): a translation is held to them as its source is. */
  limits?: CopyLimits
}

/** One save after the other: two quick saves must not both read the file before either writes it. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * Writes `translation` as the `msgstr` of entry `id` in `locales/<locale>/messages.po` (under `dir`), clearing its
 * `#, fuzzy` flag and previous source; every other entry, comment and the order stay as they were. Refuses an
 * unknown id (the catalog's own entries only: `constructor` or `__proto__` is no message), the source locale
 * (generated from the code), an empty translation, a control character (NUL, ESC, DEL, C1…; a tab or line break
 * only where the source has one), one that breaks the source's placeholders, tags or plural keys, and one over
 * the entry's length limit: the tighter of its PO note (`#. Max length:`) and its field's in the config (`limits`).
 */
export function saveTranslation(
  dir: string,
  locale: string,
  id: string,
  translation: string,
  { limits }: SaveOptions = {},
): Promise<EntryInfo> {
  const save = queue.then(() => write(dir, locale as Locale, id, translation, limits?.get(id)))
  queue = save.catch(() => undefined)
  return save
}

async function write(
  dir: string,
  locale: Locale,
  id: string,
  translation: string,
  configLimit: CopyLimit | undefined,
): Promise<EntryInfo> {
  const file = catalogPath(locale, dir)
  if (locale === DEFAULT_LOCALE)
    throw new TranslationRefused(
      `${file} is generated from the code: change the Portuguese text where the page declares it, then run npm run i18n:extract`,
    )
  const catalog = await readCatalog(locale, dir)
  const entry = Object.hasOwn(catalog, id) ? catalog[id] : undefined
  if (!entry || entry.obsolete)
    throw new TranslationRefused(`no message "${id}" in ${file}: run npm run i18n:extract, then reload the page`)
  if (!translation.trim()) throw new TranslationRefused('the translation is empty: write the text in your language')
  const source = entry.message ?? id
  const control = controlProblem(source, translation)
  if (control) throw new TranslationRefused(control)
  const mismatches = shapeMismatches(source, translation)
  if (mismatches.length > 0)
    throw new TranslationRefused(
      `${mismatches.join('; ')}. Keep every {placeholder}, <0>…</0> tag and plural/select key of the source: "${source}"`,
    )
  const limit = tightest(entryInfo(id, entry), configLimit)
  if (limit && translation.length > limit.maxLength)
    throw new TranslationRefused(
      `${locale} › ${limit.field}: the translation is ${translation.length} characters long, over this field's ` +
        `limit of ${limit.maxLength}; shorten it to ${limit.maxLength} characters or fewer`,
    )
  const flags = ((entry.extra?.flags as string[] | undefined) ?? []).filter((flag) => flag !== 'fuzzy')
  const { previous: _previous, ...rest } = entry
  catalog[id] = { ...rest, translation, extra: { ...entry.extra, flags } }
  await writeCatalog(locale, catalog, dir)
  return entryInfo(id, catalog[id])
}

/**
 * The first control character of `translation` (C0, DEL, C1: NUL, ESC, a carriage return…) in words; a tab or a
 * line break passes where the source has one too.
 */
function controlProblem(source: string, translation: string): string | undefined {
  for (let index = 0; index < translation.length; index++) {
    const code = translation.charCodeAt(index)
    if (code > 0x1f && (code < 0x7f || code > 0x9f)) continue
    const character = translation[index]!
    if ((character === '\t' || character === '\n') && source.includes(character)) continue
    const kind = character === '\t' ? 'a tab' : character === '\n' ? 'a line break' : 'an invisible character'
    return (
      `the translation holds the control character U+${code.toString(16).toUpperCase().padStart(4, '0')} (${kind}) ` +
      `at position ${index + 1}, which its source does not: remove it (copying from another program can bring one along)`
    )
  }
  return undefined
}

/** The tighter of the PO note's limit and the config's, with the field it belongs to. */
function tightest(info: EntryInfo, configLimit: CopyLimit | undefined): CopyLimit | undefined {
  const noted =
    info.maxLength === undefined ? undefined : { field: info.usedIn[0] ?? 'this text', maxLength: info.maxLength }
  if (!noted || !configLimit) return noted ?? configLimit
  return configLimit.maxLength < noted.maxLength ? configLimit : noted
}
