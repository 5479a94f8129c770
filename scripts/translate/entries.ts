import { access } from 'node:fs/promises'
import type { Locale } from '../../src/i18n/locales.ts'
import type { EntryInfo } from '../../src/tools/translate/entryInfo.ts'
import { catalogPath, isFuzzy, readCatalog, type Catalog, type CatalogEntry } from '../i18n/catalogs.ts'

const USED_IN = 'Used in: '
const MAX_LENGTH = /^Max length: (\d+)/

/** Whether `<dir>/<locale>/messages.po` exists (a locale-shaped name only: it becomes a path). */
export async function catalogExists(locale: string, dir: string): Promise<boolean> {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(locale)) return false
  try {
    await access(catalogPath(locale as Locale, dir))
    return true
  } catch {
    return false
  }
}

/** The entry of `id` as the editor shows it. */
export function entryInfo(id: string, entry: CatalogEntry): EntryInfo {
  const comments = entry.comments ?? []
  const usedIn = comments.find((comment) => comment.startsWith(USED_IN))
  const maxLength = comments.map((comment) => MAX_LENGTH.exec(comment)?.[1]).find((match) => match !== undefined)
  return {
    id,
    ...(entry.context ? { context: entry.context } : {}),
    source: entry.message ?? id,
    translation: entry.translation ?? '',
    fuzzy: isFuzzy(entry),
    ...(entry.previous ? { previous: entry.previous } : {}),
    usedIn: usedIn ? usedIn.slice(USED_IN.length).split('; ') : [],
    ...(maxLength ? { maxLength: Number(maxLength) } : {}),
    notes: comments.filter((comment) => !comment.startsWith(USED_IN) && !MAX_LENGTH.test(comment)),
  }
}

/** Every active entry of a locale's catalog, by id. */
export async function catalogEntries(locale: string, dir: string): Promise<Record<string, EntryInfo>> {
  const catalog: Catalog = await readCatalog(locale as Locale, dir)
  const entries: Record<string, EntryInfo> = {}
  for (const [id, entry] of Object.entries(catalog)) if (!entry.obsolete) entries[id] = entryInfo(id, entry)
  return entries
}
