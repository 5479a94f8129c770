import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales'
import { isFuzzy, type Catalog } from './catalogs'
import { percent, translationStatus } from './status'
import type { MessageUsage } from './usage'

/** How far a locale still in progress (`settings.localesInProgress`) is: what the gate prints instead of problems. */
export interface LocaleProgress {
  locale: Locale
  /** Messages of the site translated there (not fuzzy), out of `total`. */
  translated: number
  total: number
  /** The pages published there (they name it in their `locales`). */
  published: string[]
  /** The pages not published there yet whose every message is translated: ready to publish. */
  ready: string[]
}

/** The progress of each locale in progress, from the catalogs and where each message shows. */
export function localesProgress(catalogs: ReadonlyMap<Locale, Catalog>, usage: MessageUsage): LocaleProgress[] {
  const rows = translationStatus(catalogs, usage)
  const sourceIds = Object.entries(catalogs.get(DEFAULT_LOCALE) ?? {}).flatMap(([id, entry]) =>
    entry.obsolete ? [] : [id],
  )
  return usage.localesInProgress.map((locale) => {
    const catalog = catalogs.get(locale) ?? {}
    // Pages served only at their bare Portuguese address (`urls: 'unprefixed'`) are never published in another locale.
    const localized = new Set(usage.pages.filter((page) => page.urls !== 'unprefixed').map((page) => page.id))
    const pages = rows.filter((row) => row.locale === locale && localized.has(row.page))
    return {
      locale,
      translated: sourceIds.filter((id) => catalog[id]?.translation && !isFuzzy(catalog[id])).length,
      total: sourceIds.length,
      published: pages.filter((row) => row.published).map((row) => row.page),
      ready: pages.filter((row) => !row.published && percent(row) === 100).map((row) => row.page),
    }
  })
}

/**
 * `es-es is in progress (not published): 120 of 572 messages translated (20 %), 2 page(s) published; ready to
 * publish: contact (add "es-es" to its `locales` in pages/<page>.ts)`.
 */
export function formatProgress(progress: LocaleProgress): string {
  const share = progress.total === 0 ? 100 : Math.floor((100 * progress.translated) / progress.total)
  const published =
    progress.published.length === 0 ? 'no page published yet' : `${progress.published.length} page(s) published`
  const ready =
    progress.ready.length === 0
      ? ''
      : `; 100 % translated, ready to publish: ${progress.ready.join(', ')} (add "${progress.locale}" to each one's \`locales\` in pages/<page>.ts)`
  return `${progress.locale} is in progress (settings.localesInProgress): ${progress.translated} of ${progress.total} messages translated (${share} %), ${published}${ready}`
}
