import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { MessageType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../../src/i18n/locales.ts'
import { catalogHeader, withCatalogHeader } from './catalogHeader.ts'

/** A catalog entry as Lingui reads it, plus the source it was translated from while it is fuzzy (`#| msgid`). */
export type CatalogEntry = MessageType & { previous?: string }
/** A locale's catalog, keyed by Lingui message id, in file order. */
export type Catalog = Record<string, CatalogEntry>

// The same PO formatter settings as lingui.config.ts, so reading and writing here round-trips exactly.
const po = formatter({ lineNumbers: false })
export const CATALOGS_DIR = 'locales'
export const catalogPath = (locale: Locale, dir = CATALOGS_DIR) => join(dir, locale, 'messages.po')
const PREVIOUS = '#| msgid '

export const isFuzzy = (entry: CatalogEntry) => ((entry.extra?.flags as string[] | undefined) ?? []).includes('fuzzy')

/** Each PO text parsed in this process, by `parsedKey`, kept serialized: every caller gets its own copy. */
const parsed = new Map<string, Promise<Buffer>>()
/** The last texts parsed are kept (the translate server parses each saved version once). */
const PARSED_KEPT = 8

/** Where parsed catalogs are kept between runs (`keepParsedCatalogs`), by key. */
export interface ParsedCatalogStore {
  /** The code's digest (the parser and its packages): in every key. */
  code: string
  /** A catalog kept, serialized with `node:v8`; undefined when none (or unreadable). */
  read(key: string): Promise<Buffer | undefined>
  write(key: string, serialized: Buffer): Promise<void>
}
let store: ParsedCatalogStore | undefined

const parsedKey = (content: string, locale: Locale) =>
  createHash('sha256')
    .update(JSON.stringify([store?.code ?? '', locale, content]))
    .digest('hex')

/**
 * Keeps each parsed catalog in `kept` too, keyed by the PO file's text, its locale and the code's digest, so the
 * next run reads it instead of parsing (`scripts/prebuild.ts`). Undefined: parsed catalogs are kept in memory only.
 */
export function keepParsedCatalogs(kept: ParsedCatalogStore | undefined): void {
  store = kept
  parsed.clear()
}

/**
 * Parses a PO file: Lingui's reading, plus each fuzzy entry's previous source (`#| msgid "…"`). The same text is
 * parsed once per process (and once per code version with `keepParsedCatalogs`); each call answers a fresh copy.
 */
export async function parseCatalog(content: string, locale: Locale): Promise<Catalog> {
  const key = parsedKey(content, locale)
  let bytes = parsed.get(key)
  if (!bytes) {
    bytes = parsedBytes(key, content, locale)
    parsed.set(key, bytes)
    bytes.catch(() => parsed.delete(key))
    if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!)
  }
  return deserialize(await bytes) as Catalog
}

async function parsedBytes(key: string, content: string, locale: Locale): Promise<Buffer> {
  const kept = store
  const found = await kept?.read(key).catch(() => undefined)
  if (found && isCatalog(found)) return found
  const bytes = serialize(await parseUncached(content, locale))
  await kept?.write(key, bytes).catch(() => undefined)
  return bytes
}

/** Whether kept bytes read back as a catalog (a damaged file is parsed again). */
function isCatalog(bytes: Buffer): boolean {
  try {
    const value: unknown = deserialize(bytes)
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

async function parseUncached(content: string, locale: Locale): Promise<Catalog> {
  const ctx = { locale, sourceLocale: DEFAULT_LOCALE, filename: `${locale}.po` }
  const catalog: Catalog = await po.parse(content, ctx)
  for (const block of content.split('\n\n')) {
    const lines = block.split('\n')
    const previous = lines.filter((line) => line.startsWith('#|'))
    if (previous.length === 0) continue
    const item = await po.parse(
      `msgid ""\nmsgstr ""\n\n${lines.filter((line) => !line.startsWith('#|')).join('\n')}`,
      ctx,
    )
    const old = await po.parse(
      `msgid ""\nmsgstr ""\n\n${previous.map((line) => line.slice(2).trim()).join('\n')}\nmsgstr ""`,
      ctx,
    )
    const [entry] = Object.values(item)
    const [source] = Object.values(old)
    if (!entry || !source) continue
    const id = generateMessageId(entry.message ?? '', entry.context ?? undefined)
    if (catalog[id]) catalog[id].previous = source.message
  }
  return catalog
}

/**
 * Writes a catalog as Lingui does (headers kept from `existing`, but `Language` and `Plural-Forms` always the
 * locale's, from `LOCALE_INFO`: see `withCatalogHeader`), adding `#| msgid "…"` after the flags of each fuzzy entry
 * that knows its previous source. Obsolete entries never carry one (PO tools would revive them). Every writer of
 * `locales/` (extract, the in-context editor's save) goes through here.
 */
export async function serializeCatalog(catalog: Catalog, locale: Locale, existing?: string): Promise<string> {
  const ctx = { locale, sourceLocale: DEFAULT_LOCALE, filename: `${locale}.po`, existing: existing ?? null }
  const text: string = await po.serialize(catalog, ctx)
  const blocks = text.split('\n\n')
  const entries = Object.values(catalog)
  if (blocks.length !== entries.length + 1) throw new Error(`${locale}: a message holds a blank line; cannot annotate`)
  const annotated = blocks
    .map((block, index) => {
      const entry = entries[index - 1]
      if (!entry?.previous || entry.obsolete || !isFuzzy(entry)) return block
      const lines = block.split('\n')
      const at = lines.findIndex((line) => line.startsWith('msgctxt') || line.startsWith('msgid'))
      return [...lines.slice(0, at), PREVIOUS + quote(entry.previous), ...lines.slice(at)].join('\n')
    })
    .join('\n\n')
  return withCatalogHeader(annotated, catalogHeader(LOCALE_INFO[locale]))
}

/** A PO string literal on one line. */
function quote(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n').replaceAll('\t', '\\t')}"`
}

export async function readCatalog(locale: Locale, dir = CATALOGS_DIR): Promise<Catalog> {
  return parseCatalog(await readFile(catalogPath(locale, dir), 'utf8'), locale)
}

/** Writes the catalog; the file is left untouched when nothing changed. */
export async function writeCatalog(locale: Locale, catalog: Catalog, dir = CATALOGS_DIR): Promise<void> {
  const filename = catalogPath(locale, dir)
  const existing = await readFile(filename, 'utf8')
  const content = await serializeCatalog(catalog, locale, existing)
  if (content !== existing) await writeFile(filename, content)
}
