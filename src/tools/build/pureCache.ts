import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { buildOutputDir } from './buildCache'
import { buildCacheDir, markUsed } from './cacheDirs'
import { buildEnvironment, codeDigest, sourceFiles } from './incremental/sourceDigests'

/**
 * What the build's first step keeps of its pure work between builds (`scripts/prebuild.ts`): values keyed by a
 * digest of everything they are made of, in the build cache folder (`buildCacheDir`, never in the output), so an
 * unchanged input is not worked out again. Values are kept with V8's serializer (a parsed catalog comes back as it
 * was, `undefined` fields included). A cache that cannot be read or written is left alone: the work is done again.
 */

/** A sha256 of the parts as JSON. */
export const digestOf = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex')

/** The folder of one of the first step's caches. */
export const pureCacheDir = (name: string): string => buildCacheDir(name)

/** A value kept by `keepValue`, or undefined when there is none or it cannot be read. */
export async function readKept<T>(file: string): Promise<T | undefined> {
  try {
    return deserialize(await readFile(file)) as T
  } catch {
    return undefined
  }
}

/** The bytes of a file kept by `keepBytes`, or undefined when there is none or it cannot be read. */
export function readKeptBytes(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined)
}

/** Keeps `value` in `file` (`keepBytes`), serialized with `node:v8`. */
export function keepValue(file: string, value: unknown): Promise<void> {
  return keepBytes(file, serialize(value))
}

/** Writes `bytes` beside `file` and renames it, so no reader ever sees half of it; a failure is ignored. */
export async function keepBytes(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`
  try {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(partial, bytes)
    await rename(partial, file)
  } catch {
    // A cache that cannot be written is only a slower next build.
  }
}

/** A `ParsedCatalogStore` (scripts/i18n/catalogs.ts) in the build cache folder `dir`, one file per catalog. */
export const catalogFiles = (dir: string, code: string) => ({
  code,
  read: async (key: string) => {
    const bytes = await readKeptBytes(join(dir, `${key}.bin`))
    // Used now: pruning (`pruneUnused`) keeps it.
    if (bytes) await markUsed(join(dir, `${key}.bin`)).catch(() => undefined)
    return bytes
  },
  write: (key: string, bytes: Buffer) => keepBytes(join(dir, `${key}.bin`), bytes),
})

export { markUsed }

/** The build's sources under `root` by name (`sourceFiles`): its output and caches left out. */
export const sourceFileNames = (root = process.cwd()): Promise<string[]> =>
  sourceFiles(root, [buildOutputDir(), buildCacheDir('.')])

let code: Promise<string> | undefined

/**
 * The code's digest (`codeDigest`: every source but the content, and the build's settings but its output folder,
 * so the project's copies share entries), once per process: in every key of the first step's caches, so a change
 * of code (a component, a schema, the parser, a package) redoes their work.
 */
export function buildCodeDigest(root = process.cwd()): Promise<string> {
  code ??= codeDigest(root, buildEnvironment(process.env, ''), [buildOutputDir(), buildCacheDir('.')])
  return code
}
