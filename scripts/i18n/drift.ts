import type { Locale } from '../../src/i18n/locales'
import type { Catalog, CatalogEntry } from './catalogs'

/** How many differences of one catalog are listed one by one; the rest are counted. */
export const MAX_LISTED = 10
const FIX = 'run npm run i18n:extract and commit it'

/** Where an entry stands in a catalog: not there, used by the code, or kept as obsolete (`#~`). */
type State = 'absent' | 'active' | 'obsolete'

/** What is wrong, by the entry's state in the committed catalog then in the fresh extract (`file` is the catalog). */
const STATE_CHANGES: Partial<Record<`${State}>${State}`, (file: string) => string>> = {
  'absent>active': (file) => `is in the code but not in ${file}`,
  'absent>obsolete': (file) => `is not in ${file}, where extract keeps it as obsolete (#~)`,
  'active>absent': (file) => `is no longer in the code but not marked obsolete (#~) in ${file}`,
  'active>obsolete': (file) => `is no longer in the code but not marked obsolete (#~) in ${file}`,
  'obsolete>active': (file) => `is in the code again but marked obsolete (#~) in ${file}`,
  'obsolete>absent': (file) => `is obsolete (#~) in ${file} and extract drops it`,
}

const stateOf = (entry: CatalogEntry | undefined): State => (!entry ? 'absent' : entry.obsolete ? 'obsolete' : 'active')
const flagsOf = (entry: CatalogEntry) => [...((entry.extra?.flags as string[] | undefined) ?? [])].sort().join(', ')

/**
 * The content in which a committed catalog differs from the same catalog freshly extracted (`npm run i18n:extract`
 * run on a copy of it), one line per message naming the locale, the message and the fix. Content is what the
 * site and the translators' tools act on: which messages (msgid and msgctxt, Lingui's id) are there, and for each
 * its translation (msgstr, plurals included: Lingui holds them in ICU form in the one msgstr), its flags (fuzzy)
 * and whether it is obsolete. Not content, so never compared: line wrapping, entry order, the header, comments
 * (translator notes, the generated `#.` notes, `#:` references, which extract rewrites from the code each time)
 * and the previous source (`#| msgid`). At most `MAX_LISTED` lines, then a count of the rest.
 */
export function catalogDrift(locale: Locale, committed: Catalog, fresh: Catalog, file: string): string[] {
  const ids = [...new Set([...Object.keys(fresh), ...Object.keys(committed)])]
  const found = ids.flatMap((id) =>
    entryDrift(committed[id], fresh[id], file).map(
      (problem) => `${nameOf(id, (fresh[id] ?? committed[id])!)} ${problem}`,
    ),
  )
  const listed = found.slice(0, MAX_LISTED).map((problem) => `${locale}: ${problem}: ${FIX}`)
  const more = found.length - listed.length
  return more > 0 ? [...listed, `${locale}: ${more} more messages differ from the code in ${file}: ${FIX}`] : listed
}

/** The differences of one message between the committed catalog and the fresh extract, in words. */
function entryDrift(committed: CatalogEntry | undefined, fresh: CatalogEntry | undefined, file: string): string[] {
  const [before, after] = [stateOf(committed), stateOf(fresh)]
  if (before !== after) return [STATE_CHANGES[`${before}>${after}`]!(file)]
  if (!committed || !fresh) return []
  const problems: string[] = []
  if ((committed.translation ?? '') !== (fresh.translation ?? ''))
    problems.push(
      `has the translation "${committed.translation ?? ''}" in ${file}, where extract writes "${fresh.translation ?? ''}"`,
    )
  const [flags, freshFlags] = [flagsOf(committed), flagsOf(fresh)]
  if (flags !== freshFlags)
    problems.push(
      `${flags ? `is flagged "${flags}"` : 'has no flag'} in ${file}, where extract writes ${freshFlags ? `"${freshFlags}"` : 'no flag'}`,
    )
  return problems
}

/** `"Contato" (context "menu")`: a message as translators find it in the PO file (its msgid, or its explicit id). */
function nameOf(id: string, entry: CatalogEntry): string {
  return `"${entry.message ?? id}"${entry.context ? ` (context "${entry.context}")` : ''}`
}
