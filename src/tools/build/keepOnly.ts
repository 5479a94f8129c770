import { readdir, rm, rmdir } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'

/** Every file under `root`, relative to it, `/`-separated (none when `root` does not exist). */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/**
 * Removes under `root` every file not in `wanted` (paths relative to it, `/`-separated) and the folders that leaves
 * empty: a build that keeps its client folder (`keepInPlace`) makes a folder hold what a clean build would write
 * there afresh. Answers the wanted files that were there, relative to `root`.
 */
export async function keepOnly(root: string, wanted: ReadonlySet<string>): Promise<string[]> {
  const files = await filesUnder(root)
  const unwanted = files.filter((file) => !wanted.has(file))
  await Promise.all(unwanted.map((file) => rm(join(root, file))))
  await removeEmptyFolders(
    root,
    unwanted.map((file) => dirname(join(root, file))),
  )
  return files.filter((file) => wanted.has(file))
}

/** Removes each of `folders` (under `root`) that is empty, then its parents while they are, up to `root` itself. */
export async function removeEmptyFolders(root: string, folders: Iterable<string>): Promise<void> {
  // Deepest first: a folder whose only content was an emptied folder is empty by the time its turn comes.
  for (const deepest of [...new Set(folders)].sort((a, b) => b.length - a.length))
    for (let folder = deepest; folder.startsWith(root + sep); folder = dirname(folder))
      try {
        await rmdir(folder)
      } catch {
        break // not empty (or gone already): its parents keep what they hold
      }
}
