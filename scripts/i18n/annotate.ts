import { DEFAULT_LOCALE, localizePath, type Locale } from '../../src/i18n/locales'
import { routesOf } from '../../src/config/routeTable'
import type { Catalog, CatalogEntry } from './catalogs'
import { messageShape } from './icu'
import { placeholderMeaning } from './placeholders'
import { pageOf } from './pageOf'
import type { MessageUsage, Place } from './usage'

export const USED_IN = 'Used in: '
const SEE_IT_AT = 'See it at: '
const PLACEHOLDER = 'Placeholder {'
const MAX_LENGTH = 'Max length: '
const TAGS = 'Tags <0>'
const GENERATED = [USED_IN, SEE_IT_AT, PLACEHOLDER, MAX_LENGTH, TAGS]

/**
 * The places of a message: where the usage found it, else — for text only a block's component holds and shows
 * on some condition ("Mostrar menos") — every block of the section its source file belongs to.
 */
export function placesOfEntry(id: string, entry: CatalogEntry, usage: MessageUsage): Place[] {
  const found = usage.places.get(id)
  if (found) return found
  const types = (entry.origin ?? []).flatMap(([file]) => /^sections\/([A-Za-z]+)\//.exec(file)?.[1] ?? [])
  return types.flatMap((type) =>
    (usage.blocks.get(type) ?? []).map((block) => ({ ...block, label: `${block.label} (block text)` })),
  )
}

/**
 * Writes on every active entry what a translator needs besides the source: where it is used
 * (`#. Used in: home › hero.subtitle`), a URL that shows it in this locale, what each placeholder stands for,
 * what the numbered tags are, and the schema's length limit. Comments from the source code are kept; the
 * generated ones are rewritten each time, so annotating twice changes nothing.
 */
export function annotateCatalog(catalog: Catalog, usage: MessageUsage, locale: Locale): Catalog {
  const annotated: Catalog = {}
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) {
      annotated[id] = entry
      continue
    }
    const own = (entry.comments ?? []).filter((comment) => !GENERATED.some((prefix) => comment.startsWith(prefix)))
    const places = [...placesOfEntry(id, entry, usage)].sort((a, b) => (a.label < b.label ? -1 : 1))
    annotated[id] = { ...entry, comments: [...own, ...generatedComments(entry, places, usage, locale)] }
  }
  return annotated
}

function generatedComments(entry: CatalogEntry, places: Place[], usage: MessageUsage, locale: Locale): string[] {
  const comments: string[] = []
  if (places.length > 0) comments.push(USED_IN + places.map((place) => place.label).join('; '))
  const url = urlOf(places, usage, locale)
  if (url) comments.push(SEE_IT_AT + url)
  const files = (entry.origin ?? []).map(([file]) => file)
  let shape
  try {
    shape = messageShape(entry.message ?? '')
  } catch {
    shape = undefined
  }
  const names = [...new Set((shape?.arguments ?? []).map((argument) => argument.split(':')[0]!))]
  for (const name of names) {
    const meaning = placeholderMeaning(name, files)
    if (meaning) comments.push(`${PLACEHOLDER}${name}}: ${meaning}`)
  }
  if (shape?.tags.length) comments.push(`${TAGS}…</0> (and <1>…) mark words the page styles or links: keep each pair`)
  const limits = places.flatMap((place) => (place.maxLength === undefined ? [] : [place.maxLength]))
  if (limits.length > 0) comments.push(`${MAX_LENGTH}${Math.min(...limits)} characters`)
  return comments
}

/** A URL of this locale that shows the message: a page served in it, else the page in the source locale. */
function urlOf(places: Place[], usage: MessageUsage, locale: Locale): string | undefined {
  const address = (place: Place, shownIn: Locale) => {
    const page = place.pageId === null ? undefined : pageOf(usage.pages, place.pageId)
    if (!page) return localizePath(place.path!, shownIn)
    return routesOf(page).find((route) => route.locale === shownIn)?.url
  }
  const candidates = places.filter((place) => place.path !== null)
  const here = candidates.map((place) => address(place, locale)).find((url) => url !== undefined)
  if (here) return here
  const draft = candidates.map((place) => address(place, DEFAULT_LOCALE)).find((url) => url !== undefined)
  return draft && `${draft} (not published in ${locale})`
}
