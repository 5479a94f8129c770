import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales'
import { isFuzzy, type Catalog } from './catalogs'
import { localeProblems, problemKey } from './problems'
import { declaredPageOf, isPublishedIn, pagesNeeded, publishedWith } from './publishing'
import { percent, translationStatus } from './status'
import type { MessageUsage } from './usage'

/** A page that can be published in a locale in progress as it is: with the thank-you pages its forms lead to. */
export interface ReadyPage {
  /** The page's id as declared in pages/<page>.ts (a collection's or a paged list's: all its pages at once). */
  page: string
  /** The pages its forms lead to once sent, not published there yet: published with it. */
  with: string[]
}

/** How far a locale still in progress (`settings.localesInProgress`) is: what the gate prints instead of problems. */
export interface LocaleProgress {
  locale: Locale
  /** Messages of the site translated there (not fuzzy), out of `total`. */
  translated: number
  total: number
  /** The pages published there (they name it in their `locales`). */
  published: string[]
  /**
   * The pages not published there yet that publishing would not stop the build's translation gate on: their texts,
   * the chrome's, the not-found page's, the team e-mail's and their thank-you pages' all translated.
   */
  ready: ReadyPage[]
}

/** The progress of each locale in progress, from the catalogs and where each message shows. */
export function localesProgress(catalogs: ReadonlyMap<Locale, Catalog>, usage: MessageUsage): LocaleProgress[] {
  const rows = translationStatus(catalogs, usage)
  const sourceIds = Object.entries(catalogs.get(DEFAULT_LOCALE) ?? {}).flatMap(([id, entry]) =>
    entry.obsolete ? [] : [id],
  )
  // Pages served only at their bare Portuguese address (`urls: 'unprefixed'`) are never published in another locale.
  const localized = new Set(usage.pages.filter((page) => page.urls !== 'unprefixed').map((page) => page.id))
  return usage.localesInProgress.map((locale) => {
    const catalog = catalogs.get(locale) ?? {}
    const pages = rows.filter((row) => row.locale === locale && localized.has(row.page))
    return {
      locale,
      translated: sourceIds.filter((id) => catalog[id]?.translation && !isFuzzy(catalog[id])).length,
      total: sourceIds.length,
      published: pages.filter((row) => row.published).map((row) => row.page),
      ready: readyPages(
        catalog,
        locale,
        usage,
        new Set(pages.filter((row) => percent(row) === 100).map((row) => row.page)),
      ),
    }
  })
}

/**
 * The declared pages not published in the locale whose publishing, with their thank-you pages, adds no problem to
 * the gate's (`localeProblems`, as the build runs it). Only pages whose own rows are complete (`complete`) are tried.
 */
function readyPages(catalog: Catalog, locale: Locale, usage: MessageUsage, complete: ReadonlySet<string>): ReadyPage[] {
  const now = new Set(localeProblems(catalog, locale, usage).map(problemKey))
  const tried = new Set<string>()
  const ready: ReadyPage[] = []
  for (const pageId of complete) {
    const declared = declaredPageOf(usage, pageId)
    if (tried.has(declared.id)) continue
    tried.add(declared.id)
    if (declared.pages.some((id) => !complete.has(id) || isPublishedIn(usage, id, locale))) continue
    const needed = pagesNeeded(usage, declared.pages, locale)
    const after = localeProblems(catalog, locale, publishedWith(usage, [...declared.pages, ...needed], locale))
    if (after.every((problem) => now.has(problemKey(problem)))) ready.push({ page: declared.id, with: needed })
  }
  return ready
}

/**
 * `es-es is in progress (settings.localesInProgress): 120 of 572 messages translated (20 %), 2 page(s) published;
 * 100 % translated, ready to publish: contact (with thank-you) (add "es-es" to each one's `locales` in
 * pages/<page>.ts)`.
 */
export function formatProgress(progress: LocaleProgress): string {
  const share = progress.total === 0 ? 100 : Math.floor((100 * progress.translated) / progress.total)
  const published =
    progress.published.length === 0 ? 'no page published yet' : `${progress.published.length} page(s) published`
  const pages = progress.ready.map((ready) =>
    ready.with.length ? `${ready.page} (with ${ready.with.join(', ')})` : ready.page,
  )
  const ready =
    pages.length === 0
      ? ''
      : `; 100 % translated, ready to publish: ${pages.join(', ')} (add "${progress.locale}" to each one's \`locales\` in pages/<page>.ts)`
  return `${progress.locale} is in progress (settings.localesInProgress): ${progress.translated} of ${progress.total} messages translated (${share} %), ${published}${ready}`
}
