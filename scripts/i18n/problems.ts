import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { ALT_FAULTS, ALT_HEARD, altTextFault } from '../../src/config/pictureProblem'
import { routesOf } from '../../src/config/routeTable'
import { placesOfEntry } from './annotate'
import { catalogPath, isFuzzy, type Catalog, type CatalogEntry } from './catalogs'
import { shapeMismatches } from './icu'
import { pageOf } from './pageOf'
import type { MessageUsage, Place } from './usage'

export type ProblemKind = 'missing' | 'fuzzy' | 'placeholders' | 'too long' | 'alt text' | 'not extracted'

/** One message that keeps a page from being built in a locale, where it shows and how to fix it. */
export interface Problem {
  locale: Locale
  /** `home › hero.subtitle`, `every page › cookie banner.text`. */
  where: string
  kind: ProblemKind
  /** The source text. */
  message: string
  /** What is wrong and what to do, in words. */
  fix: string
}

/** What is wrong with a message in a locale, and what to do: a `Problem`'s `kind` and `fix`. */
interface EntryProblem {
  kind: ProblemKind
  detail: string
}

/** The text an entry shows in a locale: its translation, or in the source locale its source when untranslated. */
function shownText(entry: CatalogEntry, locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? entry.translation || entry.message || '' : entry.translation
}

/** What is wrong with one entry in one locale, ignoring where it shows (empty when it can ship). */
export function entryProblems(entry: CatalogEntry, locale: Locale): EntryProblem[] {
  const file = catalogPath(locale)
  const problems: EntryProblem[] = []
  const translation = shownText(entry, locale)
  if (!translation?.trim()) {
    problems.push({ kind: 'missing', detail: `not translated: translate it in ${file}` })
    return problems
  }
  if (isFuzzy(entry))
    problems.push({
      kind: 'fuzzy',
      detail:
        (entry.previous ? `its source changed (was "${entry.previous}"); ` : 'marked fuzzy; ') +
        `review the translation in ${file}, then delete its "#, fuzzy" line`,
    })
  for (const mismatch of shapeMismatches(entry.message ?? '', translation))
    problems.push({
      kind: 'placeholders',
      detail: `${mismatch} in "${translation}": keep the source's placeholders, plural/select keys and tags (${file})`,
    })
  return problems
}

/** The entry's text in the locale over the limit of the field it shows in at `place` (`copyOf({ max })`), if so. */
function lengthProblem(entry: CatalogEntry, locale: Locale, place: Place): EntryProblem[] {
  const length = shownText(entry, locale)?.length ?? 0
  if (place.maxLength === undefined || length <= place.maxLength) return []
  const [text, fix] =
    locale === DEFAULT_LOCALE
      ? ['its text', 'shorten it in the source (npm run check:config names the file), then run npm run i18n:extract']
      : ['its translation', `shorten it to ${place.maxLength} characters or fewer in ${catalogPath(locale)}`]
  return [
    {
      kind: 'too long',
      detail: `${text} is ${length} characters long, over this field's limit of ${place.maxLength}: ${fix}`,
    },
  ]
}

/**
 * The entry's text in the locale, as the alt text of the picture at `place` (`altOf`), when it names nothing the
 * picture shows: the file's name or a word for "picture" (`altTextFault`, as `check:config` judges the source).
 */
function altProblem(entry: CatalogEntry, locale: Locale, place: Place): EntryProblem[] {
  const text = shownText(entry, locale)
  const fault = place.altOf && text ? altTextFault(text, place.altOf) : undefined
  if (!fault) return []
  const file = fault === 'its file name' ? ` (${place.altOf!})` : ''
  const [what, fix] =
    locale === DEFAULT_LOCALE
      ? ['its text', 'write what the picture shows in the source (npm run check:config names the file)']
      : ['its translation', `translate what the picture shows in ${catalogPath(locale)}`]
  return [{ kind: 'alt text', detail: `${what} "${text!}" ${ALT_FAULTS[fault]}${file}, ${ALT_HEARD[fault]}: ${fix}` }]
}

/**
 * Does the place show in this locale? A page only in the locales it is served in (its `locales`, or Portuguese
 * alone for `urls: 'unprefixed'`, as the route table builds them); the chrome and the rest in all, but in a locale
 * still in progress (`settings.localesInProgress`) only once a page is published there.
 */
export function shownIn(place: Place, locale: Locale, usage: MessageUsage): boolean {
  if (place.pageId === null) return !usage.localesInProgress.includes(locale) || localesWithPages(usage).has(locale)
  const page = pageOf(usage.pages, place.pageId)
  return !page || routesOf(page).some((route) => route.locale === locale)
}

const pagedLocales = new WeakMap<MessageUsage, ReadonlySet<Locale>>()

/** The locales at least one page is published in, found once per usage. */
function localesWithPages(usage: MessageUsage): ReadonlySet<Locale> {
  let found = pagedLocales.get(usage)
  if (!found) {
    found = new Set(usage.pages.flatMap((page) => routesOf(page).map((route) => route.locale)))
    pagedLocales.set(usage, found)
  }
  return found
}

/**
 * Every message that would ship broken: for each locale, each place that shows in it (a page published in it,
 * the chrome, the not-found page, the e-mail) and each message there that is untranslated, fuzzy, has other
 * placeholders than its source, is longer than its field allows, is alt text naming no content (a file's name, a
 * word for "picture"), or is missing from the catalog (named by its
 * source text). Sorted by locale, place, message.
 */
export function siteProblems(catalogs: ReadonlyMap<Locale, Catalog>, usage: MessageUsage): Problem[] {
  const problems = LOCALES.flatMap((locale) => localeProblems(catalogs.get(locale) ?? {}, locale, usage))
  return problems.sort((a, b) => (problemKey(a) < problemKey(b) ? -1 : problemKey(a) > problemKey(b) ? 1 : 0))
}

/** One problem's locale, place and message: what tells two problems apart. */
export const problemKey = (problem: Problem) => `${problem.locale}\u0000${problem.where}\u0000${problem.message}`

/** The gate's problems in one locale (`siteProblems`), unsorted. */
export function localeProblems(catalog: Catalog, locale: Locale, usage: MessageUsage): Problem[] {
  const problems: Problem[] = []
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) continue
    const found = entryProblems(entry, locale)
    for (const place of placesOfEntry(id, entry, usage)) {
      if (!shownIn(place, locale, usage)) continue
      const atPlace = [...lengthProblem(entry, locale, place), ...altProblem(entry, locale, place)]
      for (const { kind, detail } of [...found, ...atPlace])
        problems.push({ locale, where: place.label, kind, message: entry.message ?? id, fix: detail })
    }
  }
  for (const [id, places] of usage.places) {
    if (catalog[id] && !catalog[id].obsolete) continue
    for (const place of places.filter((candidate) => shownIn(candidate, locale, usage)))
      problems.push({
        locale,
        where: place.label,
        kind: 'not extracted',
        message: usage.sources.get(id) ?? id,
        fix: 'not in the catalog (new, or changed since the last extract): run npm run i18n:extract, then translate it',
      })
  }
  return problems
}

/** `en-us › home › hero.subtitle: "Texto" — fuzzy: …`, one line per problem. */
export function formatProblem(problem: Problem): string {
  return `${problem.locale} › ${problem.where}: "${problem.message}" — ${problem.fix}`
}
