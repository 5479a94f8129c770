import { parseArgs } from 'node:util'
import { closest } from '../../src/config/closest'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { placesOfEntry } from './annotate'
import { isFuzzy, type Catalog } from './catalogs'
import { isPlaceOf, isPublishedIn, pagesNeeded } from './publishing'
import type { MessageUsage, Place } from './usage'

/** One entry of a page not yet shown in a locale: missing, or fuzzy (its translation waits for review). */
export interface EntryLeft {
  id: string
  state: 'missing' | 'fuzzy'
  source: string
  context?: string
  /** A fuzzy entry's translation and the source it was made from. */
  translation?: string
  previous?: string
  /** Every place the message shows (`home › hero.title`). */
  usedIn: string[]
}

/** What is left of a set of messages in one locale. */
export interface EntriesLeft {
  /** How many messages the set holds. */
  total: number
  left: EntryLeft[]
}

/** What is left of one page in one locale: what publishing it there takes. */
export interface PageLeft extends EntriesLeft {
  published: boolean
  /** The thank-you pages its forms lead to, not published in the locale yet: published with it, counted in. */
  needs: string[]
}

/**
 * The entries publishing the page in the locale takes that are missing or fuzzy there, in catalog order: its own,
 * the chrome's, the not-found page's and the team e-mail's (shown wherever a page is), and those of the thank-you
 * pages its forms lead to when not published there yet (`pagesNeeded`).
 */
export function entriesLeft(
  catalogs: ReadonlyMap<Locale, Catalog>,
  usage: MessageUsage,
  pageId: string,
  locale: Locale,
): PageLeft {
  const needs = pagesNeeded(usage, [pageId], locale)
  const left = entriesLeftWhere(catalogs, usage, locale, isPlaceOf([pageId, ...needs]))
  return { ...left, published: isPublishedIn(usage, pageId, locale), needs }
}

/**
 * The entries every page published in the locale takes besides its own: the chrome's (header, footer, cookie
 * banner, language picker), the not-found page's and the team e-mail's.
 */
export function sharedEntriesLeft(
  catalogs: ReadonlyMap<Locale, Catalog>,
  usage: MessageUsage,
  locale: Locale,
): EntriesLeft {
  return entriesLeftWhere(catalogs, usage, locale, isPlaceOf([]))
}

/** The entries with a place `shows` accepts that are missing or fuzzy in the locale, in catalog order. */
function entriesLeftWhere(
  catalogs: ReadonlyMap<Locale, Catalog>,
  usage: MessageUsage,
  locale: Locale,
  shows: (place: Place) => boolean,
): EntriesLeft {
  const source = catalogs.get(DEFAULT_LOCALE) ?? {}
  const ids = Object.keys(source).filter(
    (id) => !source[id]!.obsolete && placesOfEntry(id, source[id]!, usage).some(shows),
  )
  const catalog = catalogs.get(locale) ?? {}
  const left: EntryLeft[] = []
  for (const id of ids) {
    const entry = catalog[id]
    const text = locale === DEFAULT_LOCALE ? entry?.translation || entry?.message : entry?.translation
    const state = !entry || !text ? 'missing' : isFuzzy(entry) ? 'fuzzy' : undefined
    if (!state) continue
    const from = source[id]!
    left.push({
      id,
      state,
      source: from.message ?? id,
      ...(from.context ? { context: from.context } : {}),
      ...(state === 'fuzzy' ? { translation: text!, ...(entry!.previous ? { previous: entry!.previous } : {}) } : {}),
      usedIn: placesOfEntry(id, from, usage).map((place) => place.label),
    })
  }
  return { total: ids.length, left }
}

/** The entries left as `i18n:status --page` prints them: state, source (context, previous source) and where used. */
export function formatEntriesLeft(pageId: string, locale: Locale, { published, needs, ...left }: PageLeft): string {
  const withPages = needs.length === 0 ? '' : `; with ${needs.join(', ')}, where its form leads`
  return formatLeft(`${pageId} in ${locale}${published ? '' : ` (not published in ${locale}${withPages})`}`, left)
}

/** `<title>: n of m entries left (…)` and each entry left, or that nothing is. */
export function formatLeft(title: string, { total, left }: EntriesLeft): string {
  if (left.length === 0) return `${title}: nothing left, all ${total} entries translated`
  const count = (state: EntryLeft['state']) => left.filter((entry) => entry.state === state).length
  const lines = [
    `${title}: ${left.length} of ${total} entries left (${count('missing')} missing, ${count('fuzzy')} fuzzy)`,
  ]
  for (const entry of left) {
    const details = [
      ...(entry.context ? [`context "${entry.context}"`] : []),
      ...(entry.previous ? [`was "${entry.previous}"`] : []),
      ...(entry.translation ? [`translation "${entry.translation}"`] : []),
    ]
    lines.push(`  ${entry.state.padEnd(7)}  "${entry.source}"${details.length ? ` (${details.join('; ')})` : ''}`)
    lines.push(`           used in: ${entry.usedIn.join('; ') || '—'}`)
  }
  return lines.join('\n')
}

/**
 * The page and locales `i18n:status` was asked about (`--page <id> [--locale <locale>]`; every locale but the
 * source when none is given), or undefined without `--page` nor `--locale`. Throws on an unknown page or locale,
 * naming the closest and the known ones.
 */
export function pageStatusArguments(
  args: string[],
  usage: MessageUsage,
): { page: string; locales: Locale[] } | undefined {
  const { values } = parseArgs({ args, options: { page: { type: 'string' }, locale: { type: 'string' } } })
  if (values.page === undefined && values.locale === undefined) return undefined
  if (values.page === undefined) throw new Error('give the page too: --page <id> --locale <locale>')
  const pages = usage.pages.map((page) => page.id)
  if (!pages.includes(values.page)) throw new Error(unknown('page', values.page, pages))
  if (values.locale === undefined)
    return { page: values.page, locales: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) }
  if (!(LOCALES as readonly string[]).includes(values.locale))
    throw new Error(unknown('locale', values.locale, LOCALES))
  return { page: values.page, locales: [values.locale as Locale] }
}

function unknown(what: string, name: string, known: readonly string[]): string {
  // A collection's pages are named `<page id>/<slug>`: its bare id points at them.
  const hint = closest(name, [...known]) ?? known.find((id) => id.startsWith(`${name}/`))
  return `unknown ${what} "${name}"${hint ? ` (did you mean "${hint}"?)` : ''}; the ${what}s are ${known.join(', ')}`
}
