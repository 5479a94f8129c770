import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { hasPageData, parsePageData } from '../../../router/pageData'
import { inlineHashes } from '../../../server/securityHeaders'
import { writeBuildCache } from '../buildCache'

/** What the export computed of one finished page, so a build that keeps the page need not read it again. */
export interface ExportedPage {
  /** The CSP sources of its inline `<style>`s and scripts (`inlineHashes`). */
  styles: string[]
  scripts: string[]
  /** The page data files it names, relative to the client folder (`assets/data/page.….json`). */
  data: string[]
}

/**
 * What the last export left in `<dist>/cache/export-record.json` for the next incremental build: each finished
 * page's inline hashes and data files (by HTML file, relative to the client folder), each file given twins with
 * its precompression cache key (`precompress`), and each social card's key (`cardKey`) by its path.
 */
export interface ExportRecord {
  pages: Record<string, ExportedPage>
  twins: Record<string, string>
  cards: Record<string, string>
}

const EXPORT_RECORD_FILE = 'export-record.json'

/** The last export's record, or undefined (none, or unreadable). */
export async function readExportRecord(dist: string): Promise<ExportRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(dist, 'cache', EXPORT_RECORD_FILE), 'utf8')) as ExportRecord
  } catch {
    return undefined
  }
}

export function writeExportRecord(dist: string, record: ExportRecord): Promise<void> {
  return writeBuildCache(dist, EXPORT_RECORD_FILE, record)
}

/** The record of a finished page from its HTML as the export wrote it. */
export function exportedPage(html: string): ExportedPage {
  const { styles, scripts } = inlineHashes([html])
  return { styles: [...styles], scripts: [...scripts], data: pageDataFilesOf(html) }
}

/** The page data files a finished page names (its data moved out by `externalizePageData`), relative paths. */
export function pageDataFilesOf(html: string): string[] {
  if (!hasPageData(html)) return []
  const { site, page, messages } = parsePageData(html)
  return [site, page, messages].flatMap((data) => (typeof data === 'string' ? [data.slice(1)] : []))
}

/** The inline hashes of all these pages together: what `inlineHashes` answers for all their HTML. */
export function allInlineHashes(pages: Iterable<ExportedPage>): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>()
  const scripts = new Set<string>()
  for (const page of pages) {
    for (const hash of page.styles) styles.add(hash)
    for (const hash of page.scripts) scripts.add(hash)
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() }
}
