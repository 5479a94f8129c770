import { existsSync } from 'node:fs'
import { readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { filesUnder } from '../keepOnly'
import { BUNDLE_INPUTS } from './bundleInputsPlugin'
import type { BuildRecord } from './buildRecord'
import { changedContent, type SourceDigests } from './sourceDigests'

/** Where a build keeps the prerender's bundle for the next one (`<dist>/cache/server`); Vike builds it in `server`. */
const KEPT_SERVER = join('cache', 'server')

/**
 * Whether this build can keep the last build's bundles and only prerender: the last build is finished and intact
 * (`reusable`), the code is the same, its bundles are kept, and no content file it changed, added or removed is one
 * the bundles are made of (`bundleInputsPlugin`: the site's settings are, its pages, articles, images and
 * translations are not). Answers why not, or null when it can.
 */
export async function whyBundlesChange(
  dist: string,
  previous: BuildRecord | undefined,
  reusable: boolean,
  sources: SourceDigests,
): Promise<string | null> {
  if (!previous || !reusable) return 'no finished build to keep them from'
  if (previous.sources.code !== sources.code) return 'the code changed'
  if (!existsSync(join(dist, KEPT_SERVER, 'entry.mjs')) || !Array.isArray(previous.bundle)) return 'none kept'
  let inputs: string[]
  try {
    inputs = JSON.parse(await readFile(join(dist, 'cache', BUNDLE_INPUTS), 'utf8')) as string[]
  } catch {
    return 'no record of what they are made of'
  }
  const madeOf = new Set(inputs)
  const edited = changedContent(previous.sources, sources).find((path) => madeOf.has(path))
  return edited ? `${edited} is part of them` : null
}

/** The files `vike build` wrote in `client` besides the pages it prerendered (`pages`, relative): its bundles. */
export async function bundleFilesIn(client: string, pages: readonly string[]): Promise<string[]> {
  const rendered = new Set(pages)
  return (await filesUnder(client)).filter((file) => !rendered.has(file)).sort()
}

/** Keeps the prerender's bundle `vike build` left in `<dist>/server` for the next build (`<dist>/cache/server`). */
export async function keepServerBundle(dist: string): Promise<void> {
  await rm(join(dist, KEPT_SERVER), { recursive: true, force: true })
  await rename(join(dist, 'server'), join(dist, KEPT_SERVER))
}

/** Puts the kept prerender's bundle back where the render with kept bundles reads it (`<dist>/server`). */
export async function restoreServerBundle(dist: string): Promise<void> {
  await rm(join(dist, 'server'), { recursive: true, force: true })
  await rename(join(dist, KEPT_SERVER), join(dist, 'server'))
}
