import { isFuzzy, type Catalog, type CatalogEntry } from './catalogs'
import { USED_IN } from './annotate'
import { shapeMismatches } from './icu'
import { similarEnough } from './similarity'

/**
 * Carries translations across a source change, which Lingui's extract drops: `previous` is the catalog before
 * the extract, `extracted` the one Lingui just wrote (already annotated with where each message is used).
 *
 * - An entry whose source did not change keeps its translation, flags and previous source as they were — also
 *   when it comes back from obsolete (reverting a source restores its exact old translation and state).
 * - A new, untranslated entry takes the reviewed translation of an earlier text that is similar to its own (more
 *   than 60 % alike, as in gettext's msgmerge: see `SIMILAR_ENOUGH`), marked `#, fuzzy` with that text as
 *   `#| msgid`, for the translator to review; with no similar earlier text it starts empty. Text, not position, decides: a new menu label inserted before "Contato"
 *   does not take "Contact", and the rewritten copy of a page made with `new:page --from` starts empty. See
 *   `sourcesOf` for which earlier texts may be offered and `closestSource` for which one is.
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
  const sources = sourcesOf(previous, extracted)
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

/** An earlier, reviewed translation a new entry may inherit. */
interface Source {
  entry: CatalogEntry
  /** The places its message was used in and is not any more. */
  left: Set<string>
  /** Its message is used nowhere now, so a new entry anywhere may be its text edited (and moved). */
  unused: boolean
  /** For ties: 2 when its message just vanished, 1 when it is still used elsewhere, 0 when it was obsolete already. */
  recency: number
}

/**
 * The earlier, reviewed translations a new entry may inherit, sorted by source text:
 * - of a message used nowhere now (it just vanished, or was obsolete already): for an entry anywhere, as the same
 *   text may have been edited and moved (a list item edited as an item above it is deleted);
 * - of a message still used: only for an entry at a place it was dropped from (one of two places of a shared text
 *   edited; a page copied with `new:page --from`, then edited) — and never when it moved, showing now at a place
 *   it did not before: then an item was inserted or reordered above it, and the text that took its old place is new,
 *   not an edit of it.
 */
function sourcesOf(previous: Catalog, extracted: Catalog): Source[] {
  return Object.entries(previous)
    .filter(([, entry]) => entry.translation && !isFuzzy(entry))
    .sort(([, a], [, b]) => compareEntries(a, b))
    .flatMap(([id, entry]): Source[] => {
      const before = placesOf(entry)
      const now = extracted[id] && placesOf(extracted[id])
      if (!now) return [{ entry, left: new Set(before), unused: true, recency: entry.obsolete ? 0 : 2 }]
      // Sets: a message shown on every article page lists hundreds of places.
      const [wasIn, isIn] = [new Set(before), new Set(now)]
      const left = before.filter((place) => !isIn.has(place))
      const moved = now.some((place) => !wasIn.has(place))
      if (moved || left.length === 0) return []
      return [{ entry, left: new Set(left), unused: false, recency: entry.obsolete ? 0 : 1 }]
    })
}

function inherit(entry: CatalogEntry, sources: Source[]): CatalogEntry | undefined {
  const source = closestSource(entry, sources)
  if (!source) return undefined
  const flags = (entry.extra?.flags as string[] | undefined) ?? []
  return {
    ...entry,
    translation: source.translation,
    extra: { ...entry.extra, flags: [...flags.filter((flag) => flag !== 'fuzzy'), 'fuzzy'].sort() },
    previous: source.message,
  }
}

/**
 * Of the sources the entry may inherit from (see `sourcesOf`), the one whose text is closest to the entry's, if any
 * is similar enough (`similarEnough`) and has a translation that keeps the entry's placeholders, plural/select keys
 * and tags (a translation the gate would refuse is no help). Similarity ranks first, as in `msgmerge`: when a list
 * item is deleted and the next one edited as it moves up, the edited text is far closer to its own old text than
 * to the deleted one that shared its place. Ties go to a source that shares a place with the entry, then to the
 * most recent (`Source.recency`), then to the one sharing most places, then to the first by source text.
 */
function closestSource(entry: CatalogEntry, sources: Source[]): CatalogEntry | undefined {
  const message = entry.message ?? ''
  const places = placesOf(entry)
  const candidates = sources
    .map((source) => ({ ...source, shared: places.filter((place) => source.left.has(place)).length }))
    .filter(({ shared, unused }) => shared > 0 || unused)
    // Those sharing a place first (a stable sort): the closeness of the likeliest lets most others be cut short.
    .sort((a, b) => Number(b.shared > 0) - Number(a.shared > 0))
  // A rank: [closeness, shares a place, recency, places shared], compared item by item.
  let best: { source: CatalogEntry; rank: number[] } | undefined
  for (const { entry: candidate, shared, recency } of candidates) {
    const closeness = similarEnough(message, candidate.message ?? '', best?.rank[0]) // as close as the best at least
    if (closeness === undefined || shapeMismatches(message, candidate.translation ?? '').length > 0) continue
    const rank = [closeness, shared > 0 ? 1 : 0, recency, shared]
    if (!best || outranks(rank, best.rank)) best = { source: candidate, rank }
  }
  return best?.source
}

/** Compares ranks item by item: the first that differs decides. */
function outranks(rank: number[], other: number[]): boolean {
  const at = rank.findIndex((value, index) => value !== other[index])
  return at !== -1 && rank[at]! > other[at]!
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
