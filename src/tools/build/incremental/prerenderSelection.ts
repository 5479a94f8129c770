import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeBuildCache } from '../buildCache'

/** Where the build's plan names the URLs to prerender (`<dist>/cache/prerender-urls.json`); none: every URL. */
const SELECTION_FILE = 'prerender-urls.json'

/**
 * Names the URLs the next prerender renders (`null`: every URL, as a clean build does). An incremental build
 * (`scripts/build.ts`) names those whose key changed; it keeps the others' HTML from the previous build.
 */
export async function writePrerenderSelection(dist: string, urls: readonly string[] | null): Promise<void> {
  if (urls === null) await rm(join(dist, 'cache', SELECTION_FILE), { force: true })
  else await writeBuildCache(dist, SELECTION_FILE, urls)
}

/** The file naming the URLs to prerender (a JSON list), once `writePrerenderSelection` named some. */
export function prerenderSelectionFile(dist: string): string {
  return join(dist, 'cache', SELECTION_FILE)
}

/** Of `urls`, those the build's plan asks to prerender (all of them when it names none). */
export function selectPrerendered(dist: string, urls: readonly string[]): string[] {
  let selected: string[]
  try {
    selected = JSON.parse(readFileSync(prerenderSelectionFile(dist), 'utf8')) as string[]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [...urls]
    throw error
  }
  const wanted = new Set(selected)
  return urls.filter((url) => wanted.has(url))
}
