import { mkdirSync, readFileSync, renameSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pageDataFilesOf, type ExportedPage } from '../export/exportRecord'

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
  const mover = twinMover(previous, client)
  for (const url of urls) {
    const file = htmlFileOf(url)
    const data = pages[file]?.data ?? pageDataFilesOf(readFileSync(join(previous, file), 'utf8'))
    mover.withTwins(file)
    for (const name of data) mover.withTwins(name)
  }
  return mover.moved
}

/**
 * Moves files from the previous build's client folder into the new one, each with the `.br`/`.gz` twins the last
 * export made of it (a file must be there, its twins may not), each file once however often it is asked for;
 * `moved` lists every file moved, relative to the client folder. Synchronously, file after file: some 17,000
 * renames at +500 articles, where a promise each cost more than the renames themselves.
 */
export function twinMover(previous: string, client: string) {
  const claimed = new Set<string>()
  const moved: string[] = []
  const folders = new Set<string>()
  const move = (file: string, optional = false) => {
    if (claimed.has(file)) return
    claimed.add(file)
    const folder = dirname(join(client, file))
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    try {
      renameSync(join(previous, file), join(client, file))
    } catch (error) {
      if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    moved.push(file)
  }
  return {
    moved,
    withTwins(file: string) {
      move(file)
      move(`${file}.br`, true)
      move(`${file}.gz`, true)
    },
  }
}
