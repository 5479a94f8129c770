import { mkdir, readFile, rename } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pageDataFilesOf, type ExportedPage } from '../export/exportRecord'

/** How many pages are moved at once. */
const AT_ONCE = 8

/** The HTML file Vike prerenders `url` to, relative to the client folder (`/pt-br` → `pt-br/index.html`). */
export function htmlFileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`
}

/**
 * Moves the finished pages of `urls` (their HTML as the export left it, the page data files it names under
 * `/assets/data/`, and the `.br`/`.gz` twins of each) from the previous build's client folder into the new one,
 * instead of rendering them again. `pages` is the last export's record of each page (`ExportRecord`): the data
 * files it names, so the page need not be read; a page missing from it is read. Answers every file moved, relative
 * to the client folder. The export then leaves them as they are (`ExportSelection`).
 */
export async function reusePages(
  previous: string,
  client: string,
  urls: readonly string[],
  pages: Readonly<Record<string, ExportedPage>> = {},
): Promise<string[]> {
  const claimed = new Set<string>()
  const moved: string[] = []
  const folders = new Map<string, Promise<unknown>>()
  const move = async (file: string, optional = false) => {
    if (claimed.has(file)) return
    claimed.add(file)
    const folder = dirname(join(client, file))
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }))
    await folders.get(folder)
    try {
      await rename(join(previous, file), join(client, file))
    } catch (error) {
      if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    moved.push(file)
  }
  const withTwins = async (file: string) => {
    await move(file)
    await Promise.all([move(`${file}.br`, true), move(`${file}.gz`, true)])
  }
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const file = htmlFileOf(urls[next++]!)
      const data = pages[file]?.data ?? pageDataFilesOf(await readFile(join(previous, file), 'utf8'))
      await withTwins(file)
      for (const name of data) await withTwins(name)
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return moved
}
