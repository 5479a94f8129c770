import { readdir, rm, rmdir } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'

/**
 * Removes under `root` every file not in `wanted` (paths relative to it, `/`-separated) and the folders that leaves
 * empty: a build that keeps its client folder (`keepInPlace`) makes a folder hold what a clean build would write
 * there afresh. Answers the files removed, relative to `root`.
 */
export async function keepOnly(root: string, wanted: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const unwanted = entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !wanted.has(file))
  await Promise.all(unwanted.map((file) => rm(join(root, file))))
  await removeEmptyFolders(
    root,
    unwanted.map((file) => dirname(join(root, file))),
  )
  return unwanted
}

/** Removes each of `folders` (under `root`) that is empty, then its parents while they are, up to `root` itself. */
export async function removeEmptyFolders(root: string, folders: Iterable<string>): Promise<void> {
  // Deepest first, so a folder whose only content was an emptied folder goes too.
  const queue = [...new Set(folders)].sort((a, b) => b.length - a.length)
  const tried = new Set<string>()
  while (queue.length > 0) {
    const folder = queue.shift()!
    if (tried.has(folder) || !folder.startsWith(root + sep)) continue
    tried.add(folder)
    try {
      await rmdir(folder)
    } catch {
      continue // not empty (or gone): its parents keep what they hold
    }
    queue.push(dirname(folder))
    queue.sort((a, b) => b.length - a.length)
  }
}
