import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { placesOfEntry } from './annotate'
import { isFuzzy, type Catalog } from './catalogs'
import { shownIn } from './problems'
import { EVERY_PAGE, type MessageUsage } from './usage'

/** How far one page is translated in one locale. */
export interface StatusRow {
  locale: Locale
  /** A page id, or `(site-wide)` for the not-found page and the team's e-mail. */
  page: string
  translated: number
  fuzzy: number
  missing: number
  /** False where the page is not served in this locale (left out of its `locales`: a draft there; or Portuguese-only URLs). */
  published: boolean
}

export const SITE_WIDE = '(site-wide)'

/**
 * Per locale and page, its messages (those of its blocks and meta, plus the chrome every page shows) counted as
 * translated, fuzzy or missing; then the site-wide ones that belong to no page.
 */
export function translationStatus(catalogs: ReadonlyMap<Locale, Catalog>, usage: MessageUsage): StatusRow[] {
  const { idsByPage, everyPage, siteWide } = messagesByPage(catalogs.get(DEFAULT_LOCALE) ?? {}, usage)
  const rows: StatusRow[] = []
  for (const locale of LOCALES) {
    const catalog = catalogs.get(locale) ?? {}
    const count = (page: string, ids: Iterable<string>, published: boolean) => {
      const row: StatusRow = { locale, page, translated: 0, fuzzy: 0, missing: 0, published }
      for (const id of ids) {
        const entry = catalog[id]
        const text = locale === DEFAULT_LOCALE ? entry?.translation || entry?.message : entry?.translation
        if (!entry || !text) row.missing += 1
        else if (isFuzzy(entry)) row.fuzzy += 1
        else row.translated += 1
      }
      rows.push(row)
    }
    for (const page of usage.pages) {
      const published = shownIn({ label: page.id, pageId: page.id, path: page.path }, locale, usage)
      count(page.id, new Set([...idsByPage.get(page.id)!, ...everyPage]), published)
    }
    count(SITE_WIDE, siteWide, true)
  }
  return rows
}

/** The source catalog's active message ids: each page's own, the chrome's (on every page) and the rest (site-wide). */
export function messagesByPage(source: Catalog, usage: MessageUsage) {
  const idsByPage = new Map<string, Set<string>>(usage.pages.map((page) => [page.id, new Set()]))
  const everyPage = new Set<string>()
  const siteWide = new Set<string>()
  for (const [id, entry] of Object.entries(source)) {
    if (entry.obsolete) continue
    const places = placesOfEntry(id, entry, usage)
    for (const place of places) {
      if (place.pageId !== null) idsByPage.get(place.pageId)?.add(id)
      else if (place.label.startsWith(EVERY_PAGE)) everyPage.add(id)
    }
    if (places.every((place) => place.pageId === null) && !everyPage.has(id)) siteWide.add(id)
  }
  return { idsByPage, everyPage, siteWide }
}

export const percent = (row: StatusRow) => {
  const total = row.translated + row.fuzzy + row.missing
  return total === 0 ? 100 : Math.floor((100 * row.translated) / total)
}

/** The status as a table: one line per locale and page, drafts marked. */
export function formatStatus(rows: StatusRow[]): string {
  const width = Math.max(...rows.map((row) => row.page.length), 4)
  const lines = [`${'locale'.padEnd(6)}  ${'page'.padEnd(width)}  translated  fuzzy  missing      %`]
  for (const row of rows) {
    lines.push(
      `${row.locale.padEnd(6)}  ${row.page.padEnd(width)}  ${String(row.translated).padStart(10)}  ` +
        `${String(row.fuzzy).padStart(5)}  ${String(row.missing).padStart(7)}  ${String(percent(row)).padStart(4)}%` +
        (row.published ? '' : `  not published in ${row.locale}`),
    )
  }
  return lines.join('\n')
}
