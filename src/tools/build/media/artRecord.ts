import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MEDIA_FOLDER } from '../../../config/image'
import type { Locale } from '../../../i18n/locales'

/** One locale's version of a drawn picture: its file, what it was drawn from, and the words it shows. */
export interface DrawnVersion {
  /** Path inside `content/media/` (`hero/contrate.en-us.png`). */
  file: string
  /** SHA-256 (16 hex characters) of the HTML it was drawn from. */
  sha: string
  /** Each catalog message it shows (by id) with the text shown in the locale. */
  words: Record<string, string>
}

/** A picture `npm run media:art` drew: the size it is laid out at, its smallest text, and its locales' versions. */
export interface DrawnPicture {
  /** CSS pixels it is laid out at (its pixel size is this times its render scale). */
  width: number
  height: number
  /** The smallest text in it, in CSS pixels of its layout; absent when it has no text. */
  minTextPx?: number
  /** The beginning of that text, to find it. */
  smallestText?: string
  /** The locales it has a version of (the default locale's is the file named by the record's key). */
  locales: Partial<Record<Locale, DrawnVersion>>
}

/** What `npm run media:art` drew, by the default locale's file (`hero/contrate.png`). */
export type ArtRecord = Record<string, DrawnPicture>

/** The record's file, inside the media folder. */
export const ART_RECORD_FILE = 'art.json'

/** The record under `dir` (`content/media/`), empty when there is none. */
export function readArtRecord(dir = MEDIA_FOLDER): ArtRecord {
  const file = join(dir, ART_RECORD_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ArtRecord) : {}
}

/** Writes the record, its pictures in path order (a re-render of one picture changes only its lines). */
export function writeArtRecord(dir: string, record: ArtRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(join(dir, ART_RECORD_FILE), `${JSON.stringify(sorted, null, 2)}\n`)
}
