import { mkdirSync, readFileSync, renameSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { removeEmptyFolders } from '../keepOnly'
import { pageDataFilesOf, type ExportedPage, type ExportRecord } from '../export/exportRecord'

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
    const data = dataFilesOf(previous, file, pages)
    mover.withTwins(file)
    for (const name of data) mover.withTwins(name)
  }
  return mover.moved
}

/** The data files the finished page `file` (in `folder`) names: from the last export's record, or read from it. */
function dataFilesOf(folder: string, file: string, pages: Readonly<Record<string, ExportedPage>>): string[] {
  return pages[file]?.data ?? pageDataFilesOf(readFileSync(join(folder, file), 'utf8'))
}

/** What `keepInPlace` is told of the last build and of this one. */
export interface InPlace {
  /** Every URL the last build rendered. */
  previous: readonly string[]
  /** Those whose finished page this build keeps. */
  kept: readonly string[]
  /** The files `vike build` wrote besides the pages (`BuildRecord.bundle`), kept with the bundles. */
  bundle: readonly string[]
  /** The last export's record: each page's data files, and the files it gave twins (`ExportRecord`). */
  record: Pick<ExportRecord, 'pages' | 'twins'>
}

/**
 * `reusePages` for a build that keeps the bundles, so that nothing empties the client folder: the last build's
 * files stay where they are, and the pages not kept (rendered again, or gone) move to `aside`, with their twins and
 * the data files no kept page names. Answers every file kept as `reusePages` answers those it moved: the kept
 * pages, their data files, the bundle's files, and the twins the last export made of each (its record's; the last
 * build is intact, so they are there). Images and cards are the export's (`publishMedia`, `writeSocialCards`).
 */
export async function keepInPlace(
  client: string,
  aside: string,
  { previous, kept, bundle, record }: InPlace,
): Promise<string[]> {
  const dataOf = (file: string) => dataFilesOf(client, file, record.pages)
  const keptPages = kept.map(htmlFileOf)
  const keptFiles = new Set([...bundle, ...keptPages, ...keptPages.flatMap(dataOf)])
  const keptUrls = new Set(kept)
  const mover = twinMover(client, aside)
  for (const url of previous) {
    if (keptUrls.has(url)) continue
    const file = htmlFileOf(url)
    const data = dataOf(file)
    mover.withTwins(file)
    for (const name of data) if (!keptFiles.has(name)) mover.withTwins(name)
  }
  // A page gone leaves no empty folder behind: the output is a clean build's, which has none.
  await removeEmptyFolders(
    client,
    mover.moved.map((file) => dirname(join(client, file))),
  )
  return [...keptFiles].flatMap((file) =>
    record.twins[file] === undefined ? [file] : [file, `${file}.br`, `${file}.gz`],
  )
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
