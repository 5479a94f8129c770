import { createHash } from 'node:crypto'
import type { Messages } from '@lingui/core'
import type { SiteData } from '../../../config/site'
import type { SiteRoute } from '../../../config/routeTable'
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales'
import { notFoundLocales, notFoundUrls } from '../../../config/notFoundUrls'
import { readBuildCache, writeBuildCache } from '../buildCache'
import type { PageMessageIds } from '../export/pageMessages'

/** Where the build's first step leaves each URL's key for the build's plan (`<dist>/cache/page-keys.json`). */
const PAGE_KEYS_FILE = 'page-keys.json'

/** What a page's HTML is made of besides the code (`SourceDigests.code`), as the build's first step knows it. */
export interface PageKeyInputs {
  /** Every route, each page with the files made of its images (`withBuiltImages`). */
  routes: readonly SiteRoute[]
  /** The site's data every page carries: settings, menus, addresses. */
  site: SiteData
  /** Each locale's compiled catalog. */
  messages: ReadonlyMap<Locale, Messages>
  /** The messages each page shows (the chrome's and its own): what it ships to the browser, too. */
  pageMessages: PageMessageIds
  /**
   * The URLs prerendered besides the routes and not-found pages (the section gallery's, one per locale), each drawn
   * from code, the site's data, images and its locale's catalog (none for the pseudo-locale, whose messages are code).
   */
  otherUrls: ReadonlyArray<{ url: string; locale: string }>
  /** What the build made of every image (the gallery's too), by `mediaKey`. */
  media: unknown
}

const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex')

/**
 * A key per prerendered URL: a digest of everything its HTML is made of but the code. A page's key holds its route,
 * its page (blocks, meta, layout, the files of its images), the messages it shows in its locale (the chrome's and
 * its own, as translated now), the site's data and the list of every route (menus, language pickers and hreflang
 * point at them). A not-found page holds the site's and the chrome's; the other URLs (the section gallery) the
 * site's, every image and their locale's catalog with the default one (its fixtures are code, or content the
 * bundles are made of: `scripts/build.ts` renders it again whenever the bundles are). With the code's digest added
 * (`withCode`), an unchanged key means the same HTML.
 */
export function pageKeys({ routes, site, messages, pageMessages, otherUrls, media }: PageKeyInputs) {
  const siteDigest = digest(
    site,
    routes.map(({ url, locale, page }) => [url, locale, page.id]),
  )
  const shown = (locale: Locale, ids: readonly string[]) => {
    const catalog = messages.get(locale) ?? {}
    return digest(ids.map((id) => [id, catalog[id] ?? null]))
  }
  // A page serves a route in each of its locales: its digest and each locale's chrome messages are worked out once.
  const pageDigests = new Map<object, string>()
  const chromeDigests = new Map<Locale, string>()
  const chrome = (locale: Locale) => memo(chromeDigests, locale, () => shown(locale, pageMessages.chrome))
  const keys: Record<string, string> = {}
  for (const { url, locale, page } of routes)
    keys[url] = digest(
      'page',
      siteDigest,
      url,
      locale,
      memo(pageDigests, page, () => digest(page)),
      chrome(locale),
      shown(locale, pageMessages.pages[page.id] ?? []),
    )
  for (const locale of notFoundLocales(routes))
    keys[notFoundUrls[locale]] = digest('not found', siteDigest, locale, chrome(locale))
  const drawnFrom = digest(siteDigest, media)
  // The default locale's catalog too: what a locale lacks falls back to it.
  const catalogOf = (locale: string) => messages.get(locale as Locale) ?? null
  for (const { url, locale } of otherUrls)
    keys[url] = digest('other', url, drawnFrom, catalogOf(DEFAULT_LOCALE), catalogOf(locale))
  return keys
}

/** `cache`'s value for `key`, worked out by `work` the first time. */
function memo<K, V>(cache: Map<K, V>, key: K, work: () => V): V {
  if (!cache.has(key)) cache.set(key, work())
  return cache.get(key)!
}

/** Each key with the code's digest in it: what decides whether a URL's previous HTML can be kept. */
export function withCode(keys: Readonly<Record<string, string>>, code: string): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([url, key]) => [url, digest(code, key)]))
}

export function writePageKeys(dist: string, keys: Record<string, string>): Promise<void> {
  return writeBuildCache(dist, PAGE_KEYS_FILE, keys)
}

export function readPageKeys(dist: string): Record<string, string> {
  return readBuildCache(dist, PAGE_KEYS_FILE)
}
