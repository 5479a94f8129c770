import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** How many pages are read, rewritten and written at once: file I/O overlaps the work on the other pages. */
const AT_ONCE = 8

/**
 * Runs `rewrite` over every HTML file under `root` (or those of `only`, absolute paths), several pages at once,
 * and writes back each page whose text changed; answers how many changed. `rewrite` gets each page's text and path. Each build step that edits the
 * prerendered pages goes through here.
 */
export async function rewriteHtmlFiles(
  root: string,
  rewrite: (html: string, path: string) => string | Promise<string>,
  only?: readonly string[],
): Promise<number> {
  const paths = only ?? (await htmlFilePaths(root))
  let next = 0
  let changed = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const html = await readFile(path, 'utf8')
      const rewritten = await rewrite(html, path)
      if (rewritten === html) continue
      await writeFile(path, rewritten)
      changed += 1
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return changed
}

/** The path of every HTML file under `root`. */
export async function htmlFilePaths(root: string): Promise<string[]> {
  return (await readdir(root, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}
