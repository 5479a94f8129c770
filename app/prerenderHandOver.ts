import type { Messages } from '@lingui/core'
import type { PageConfig } from '../src/config/pages'
import type { SiteData } from '../src/config/site'
import type { Locale } from '../src/i18n/locales'

/**
 * What the build's first step hands the prerender in `<dist>/cache/` (`scripts/prebuild.ts`), read by
 * `siteSource.built.ts`: the site as served, its pages each with their images' files.
 */
export const PRERENDER_SITE = 'prerender-site.json'
/** The same hand-over: each locale's compiled messages. */
export const PRERENDER_MESSAGES = 'prerender-messages.json'

/** The site as the prerender renders it: its pages (in order, each in the locales it is published in) and data. */
export interface PrerenderSite {
  pages: PageConfig[]
  site: SiteData
}

/** Each locale's compiled messages, as `loadI18n` reads them from the PO files. */
export type PrerenderMessages = Partial<Record<Locale, Messages>>

/** What Lingui's macro leaves out of a message descriptor when it compiles for production (`vike build`). */
const NON_ESSENTIAL = new Set(['message', 'comment', 'context'])
/** Every key a message descriptor may have (`msg`: `{ id, message, comment, context, values, components }`). */
const DESCRIPTOR_KEYS = new Set(['id', ...NON_ESSENTIAL, 'values', 'components'])

/**
 * `value` with each message descriptor as the build's bundles hold it: its id (and values) only. The build's first
 * step loads the content with the messages' source text (its checks quote it); the prerender, had it loaded the
 * content itself, would have read it compiled for production, and the pages' data carry what it reads.
 */
export function asCompiledForProduction<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asCompiledForProduction) as T
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value)
  if (isDescriptor(value)) return Object.fromEntries(entries.filter(([key]) => !NON_ESSENTIAL.has(key))) as T
  return Object.fromEntries(entries.map(([key, field]) => [key, asCompiledForProduction(field)])) as T
}

function isDescriptor(value: object): boolean {
  const keys = Object.keys(value)
  return (
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { message?: unknown }).message === 'string' &&
    keys.every((key) => DESCRIPTOR_KEYS.has(key))
  )
}
