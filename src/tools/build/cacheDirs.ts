import { readdir, rm, stat, utimes } from 'node:fs/promises'
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
 * Removes the entries of `dir` that this run did not use (`used`, file names) and no run used for
 * `UNUSED_CACHE_ENTRY_DAYS`: builds sharing the cache (another checkout's copy, the scale bench) keep what each of
 * them uses, and what none uses any more goes. Returns how many were removed.
 */
export async function pruneUnused(dir: string, used: ReadonlySet<string>, now = Date.now()): Promise<number> {
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
  return removed
}
