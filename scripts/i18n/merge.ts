import { isFuzzy, type Catalog, type CatalogEntry } from './catalogs'
import { USED_IN } from './annotate'

/**
 * Carries translations across a source change, which Lingui's extract drops: `previous` is the catalog before
 * the extract, `extracted` the one Lingui just wrote (already annotated with where each message is used).
 *
 * - An entry whose source did not change keeps its translation, flags and previous source as they were — also
 *   when it comes back from obsolete (reverting a source restores its exact old translation and state).
 * - A new, untranslated entry takes the translation of an entry that was used in the same place
 *   (`home › hero.subtitle`) and is not any more, marked `#, fuzzy` with the old source as `#| msgid`, for the
 *   translator to review. An entry that just vanished is preferred, then one whose message is still used
 *   elsewhere, then an older obsolete one; then the one sharing most places, then the first by source text.
 * - A vanished entry that had a translation stays in the file as obsolete (`#~`), to restore from — unless it
 *   was an unreviewed fuzzy copy of a translation the catalog still holds.
 *
 * The result depends only on the two catalogs (no dates, no order of discovery), and merging it again with the
 * same extract gives it back unchanged.
 */
export function mergeCatalog(previous: Catalog, extract: Catalog): Catalog {
  // What the code uses now (Lingui's `--clean` leaves no obsolete entry; one left over would not count).
  const extracted = Object.fromEntries(Object.entries(extract).filter(([, entry]) => !entry.obsolete))
  const vanished = Object.entries(previous)
    .filter(([id, entry]) => !extracted[id] && entry.translation)
    .sort(([, a], [, b]) => compareEntries(a, b))
  // What each earlier translation can be inherited by: the places it was used in and is not any more (all of them
  // when its entry vanished; a place whose source changed while the message stays in use elsewhere).
  const sources: Source[] = Object.entries(previous)
    .filter(([, entry]) => entry.translation && !isFuzzy(entry))
    .sort(([, a], [, b]) => compareEntries(a, b))
    .map(([id, entry]) => {
      // Sets: a message shown on every article page lists hundreds of places.
      const now = new Set(extracted[id] ? placesOf(extracted[id]) : [])
      return { entry, left: placesOf(entry).filter((place) => !now.has(place)), inUse: Boolean(extracted[id]) }
    })
    .filter(({ left }) => left.length > 0)
  const merged: Catalog = {}
  for (const [id, entry] of Object.entries(extracted)) {
    const old = previous[id]
    if (old) merged[id] = restore(entry, old)
    else if (entry.translation) merged[id] = entry
    else merged[id] = inherit(entry, sources) ?? entry
  }
  const kept = new Set(Object.values(merged).map((entry) => entry.translation))
  for (const [id, entry] of vanished) {
    // A fuzzy entry no one reviewed holds a copy of a translation kept elsewhere: nothing to restore from it.
    if (isFuzzy(entry) && kept.has(entry.translation)) continue
    merged[id] = { ...entry, obsolete: true, previous: undefined }
  }
  return merged
}

function restore(entry: CatalogEntry, old: CatalogEntry): CatalogEntry {
  const flags = (old.extra?.flags as string[] | undefined) ?? []
  return {
    ...entry,
    translation: old.translation,
    extra: { ...entry.extra, flags },
    obsolete: false,
    previous: old.previous,
  }
}

/** An earlier translation and the places it left. */
interface Source {
  entry: CatalogEntry
  left: string[]
  /** Its message is still used elsewhere. */
  inUse: boolean
}

function inherit(entry: CatalogEntry, sources: Source[]): CatalogEntry | undefined {
  const places = new Set(placesOf(entry))
  let best: { candidate: CatalogEntry; score: number } | undefined
  for (const { entry: candidate, left, inUse } of sources) {
    const shared = left.filter((place) => places.has(place)).length
    if (shared === 0) continue
    // A message that just vanished first, then one still in use elsewhere, then an older obsolete one.
    const score = shared + (candidate.obsolete ? 0 : inUse ? 10_000 : 20_000)
    if (!best || score > best.score) best = { candidate, score }
  }
  if (!best) return undefined
  const { candidate } = best
  const flags = (entry.extra?.flags as string[] | undefined) ?? []
  return {
    ...entry,
    translation: candidate.translation,
    extra: { ...entry.extra, flags: [...flags.filter((flag) => flag !== 'fuzzy'), 'fuzzy'].sort() },
    previous: candidate.message,
  }
}

/** The places an entry's `#. Used in:` comment names. */
export function placesOf(entry: CatalogEntry): string[] {
  const comment = entry.comments?.find((line) => line.startsWith(USED_IN))
  return comment ? comment.slice(USED_IN.length).split('; ') : []
}

function compareEntries(a: CatalogEntry, b: CatalogEntry): number {
  const key = (entry: CatalogEntry) => `${entry.message ?? ''}\u0000${entry.context ?? ''}`
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
}
