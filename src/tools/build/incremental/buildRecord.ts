import { readdirSync, statSync, type Dirent } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SourceDigests } from './sourceDigests'

/** What a finished build leaves in `<dist>/cache/` for the next one to compare against. */
export interface BuildRecord {
  sources: SourceDigests
  /** Each prerendered URL's key, code included (`pageKeys`, `withCode`). */
  pages: Record<string, string>
  /**
   * The files of the bundles in the client folder (scripts, styles, fonts, `public/`), as `vike build` wrote them:
   * a build whose edits none of the bundles is made of moves them from the last build (`keptBundles.ts`).
   */
  bundle: string[]
  /** Every file the build wrote outside `cache/`, by path: its size and modification time. */
  outputs: Record<string, [size: number, modified: number]>
}

const RECORD_FILE = 'build-record.json'
/** The build's own folder of hand-over files and records: not part of the site. */
const CACHE_FOLDER = 'cache'

/** The last finished build's record, or undefined (none yet, or the build in `dist` did not finish). */
export async function readBuildRecord(dist: string): Promise<BuildRecord | undefined> {
  let record: Partial<BuildRecord>
  try {
    record = JSON.parse(await readFile(join(dist, CACHE_FOLDER, RECORD_FILE), 'utf8')) as Partial<BuildRecord>
  } catch {
    return undefined
  }
  // A record an older build wrote (without the content's digests or the bundle's files) is no record: build it all.
  const complete =
    typeof record.sources?.content === 'object' && Array.isArray(record.bundle) && typeof record.outputs === 'object'
  return complete ? (record as BuildRecord) : undefined
}

/** Forgets the record: from here until it is written again, `dist` is a build in progress. */
export function dropBuildRecord(dist: string): Promise<void> {
  return rm(join(dist, CACHE_FOLDER, RECORD_FILE), { force: true })
}

/** Records a finished build: its sources, its pages' keys and every file it wrote. */
export async function writeBuildRecord(dist: string, record: Omit<BuildRecord, 'outputs'>): Promise<void> {
  const full: BuildRecord = { ...record, outputs: await outputFiles(dist) }
  await writeFile(join(dist, CACHE_FOLDER, RECORD_FILE), JSON.stringify(full))
}

/** Whether `dist` holds exactly the files `outputs` lists, none changed since (size and modification time). */
export async function outputsIntact(dist: string, outputs: BuildRecord['outputs']): Promise<boolean> {
  const now = await outputFiles(dist)
  const paths = Object.keys(outputs)
  if (paths.length !== Object.keys(now).length) return false
  return paths.every((path) => now[path]?.[0] === outputs[path]![0] && now[path]?.[1] === outputs[path]![1])
}

/**
 * Every file under `dist` but `cache/`, with its size and modification time. Read synchronously, folder by folder:
 * a build's output is some 15,000 files at +500 articles, and a promise per `stat` cost a CPU-second.
 */
async function outputFiles(dist: string): Promise<BuildRecord['outputs']> {
  const files: BuildRecord['outputs'] = {}
  const walk = (folder: string, prefix: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = `${prefix}${entry.name}`
      if (entry.isDirectory()) {
        if (path !== CACHE_FOLDER) walk(join(folder, entry.name), `${path}/`)
      } else if (entry.isFile()) {
        const found = statSync(join(folder, entry.name))
        files[path] = [found.size, found.mtimeMs]
      }
    }
  }
  walk(dist, '')
  return files
}
