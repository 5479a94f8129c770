import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/** Names the folder every build cache lives under (images, social cards, precompressed twins, the build record). */
export const BUILD_CACHE_ENV = 'BUILD_CACHE_DIR'

/** A cache entry no build has used for this long is removed by the next build that prunes its folder. */
export const UNUSED_CACHE_ENTRY_DAYS = 14

/**
 * The folder of one build cache, `<root>/<name>`: the root is `node_modules/.cache/`, as other build tools keep
 * theirs, outside any build's output folder, so `rm -rf dist` keeps it and every build of this checkout (each
 * `DIST_DIR`, the tests' and the scale bench's project copies, which link `node_modules`) shares it.
 * `BUILD_CACHE_DIR` names another root: CI keeps one outside the checkout, as `npm ci` empties `node_modules`.
 */
export function buildCacheDir(name: string): string {
  return resolve(process.env[BUILD_CACHE_ENV] || join('node_modules', '.cache'), name)
}

/** Marks a cache entry as used now, so pruning keeps it. */
export async function markUsed(path: string): Promise<void> {
  const now = new Date()
  await utimes(path, now, now)
}

/**
 * How often one cache folder is pruned: a build within this time of the last prune of a folder leaves it as it is.
 * Pruning stats every entry the build did not use (28,000 compressed twins at 1,700 pages: a second of every
 * incremental build), and an entry only goes after `UNUSED_CACHE_ENTRY_DAYS` anyway.
 */
export const PRUNE_INTERVAL_HOURS = 24

/** The file whose time says when the cache folder `dir` was last pruned: beside it, so it is never an entry. */
export function pruneMarkOf(dir: string): string {
  return `${dir}.pruned`
}

/**
 * Removes the entries of `dir` that this run did not use (`used`, file names) and no run used for
 * `UNUSED_CACHE_ENTRY_DAYS`: builds sharing the cache (another checkout's copy, the scale bench) keep what each of
 * them uses, and what none uses any more goes. At most once every `PRUNE_INTERVAL_HOURS` per folder. Returns how
 * many were removed.
 */
export async function pruneUnused(dir: string, used: ReadonlySet<string>, now = Date.now()): Promise<number> {
  const mark = pruneMarkOf(dir)
  const lastPruned = await stat(mark).then(
    (found) => found.mtimeMs,
    () => -Infinity,
  )
  if (lastPruned <= now && now - lastPruned < PRUNE_INTERVAL_HOURS * 3_600_000) return 0
  const oldest = now - UNUSED_CACHE_ENTRY_DAYS * 86_400_000
  let removed = 0
  for (const name of await readdir(dir)) {
    if (used.has(name)) continue
    const path = join(dir, name)
    const modified = await stat(path).then(
      (found) => found.mtimeMs,
      () => now, // removed meanwhile by another build
    )
    if (modified >= oldest) continue
    await rm(path, { force: true })
    removed += 1
  }
  await writeFile(mark, '')
  await utimes(mark, now / 1000, now / 1000)
  return removed
}
