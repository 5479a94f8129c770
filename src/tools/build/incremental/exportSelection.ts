import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeBuildCache } from '../buildCache'

/**
 * What an incremental build (`scripts/build.ts`) hands its export: the kept pages are finished already, so the
 * export leaves them as they are and takes what it computed of them from its last record (`ExportRecord`).
 */
export interface ExportSelection {
  /**
   * The previous build's client folder, still there while the export runs: it moves cards and images from it. The
   * client folder itself when it stayed (the bundles kept: `keepInPlace`), where they are already.
   */
  previous: string
  /** The kept pages' HTML files, relative to the client folder (`pt-br/index.html`). */
  pages: string[]
  /**
   * Every file `reusePages` moved from the previous build into the new one, relative to the client folder: the
   * kept pages, the data files they name and the `.br`/`.gz` twins of both.
   */
  reused: string[]
}

/** Where the build names what the export may keep (`<dist>/cache/export-selection.json`); none: a full export. */
const SELECTION_FILE = 'export-selection.json'

/** Names what the next export keeps (`null`: nothing, the export redoes every page, as in a clean build). */
export async function writeExportSelection(dist: string, selection: ExportSelection | null): Promise<void> {
  if (selection === null) await rm(join(dist, 'cache', SELECTION_FILE), { force: true })
  else await writeBuildCache(dist, SELECTION_FILE, selection)
}

/** What the build asks the export to keep, or null (a full export). */
export function readExportSelection(dist: string): ExportSelection | null {
  try {
    return JSON.parse(readFileSync(join(dist, 'cache', SELECTION_FILE), 'utf8')) as ExportSelection
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
