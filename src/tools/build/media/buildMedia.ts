import { copyFile, mkdir, readdir, rename } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { mediaKey, type BuiltImage } from '../../../config/image'
import type { ImageUse } from '../../../config/imageUses'
import { readBuildCache, writeBuildCache } from '../buildCache'
import { keepOnly } from '../keepOnly'
import { buildCacheDir } from '../cacheDirs'
import type { MediaPaths } from './buildImage'

/** The build cache file listing what was made of each image, by `mediaKey`. */
const MANIFEST = 'media.json'
/** Images made at once: each encode already uses libvips' threads. */
const AT_ONCE = 2

/** The URL folder of the images made: content-hashed names under /assets/, so cached for good. */
export const MEDIA_URL_BASE = '/assets/media'

/** Names another folder for the media cache (an empty one shows what a fresh clone costs). */
export const MEDIA_CACHE_ENV = 'MEDIA_CACHE_DIR'

/**
 * Where the build keeps what it makes of images: `media/` of the build caches (`buildCacheDir`: by default
 * `node_modules/.cache/media/`), outside any one build's folder, so every build of this checkout (each `DIST_DIR`,
 * the scale bench's copy) reuses it; a fresh clone makes every image once. `MEDIA_CACHE_DIR` names another folder
 * for the images alone.
 */
export function mediaPaths(root = 'content/media'): MediaPaths {
  const outDir = process.env[MEDIA_CACHE_ENV] ? resolve(process.env[MEDIA_CACHE_ENV]) : buildCacheDir('media')
  return { root, outDir, urlBase: MEDIA_URL_BASE }
}

/**
 * Makes every image the pages show, once per source, focus and place (`mediaKey`), and writes the list the
 * prerender reads (`<dist>/cache/media.json`). Returns what was made of each, by `mediaKey`.
 */
export async function buildMedia(uses: readonly ImageUse[], dist: string): Promise<Map<string, BuiltImage>> {
  // Loaded here only: the export, which publishes the images, need not load sharp.
  const { buildImage } = await import('./buildImage')
  const paths = mediaPaths()
  const jobs = new Map(uses.map((use) => [mediaKey(use.image, use.slot), use]))
  const built = new Map<string, BuiltImage>()
  const queue = [...jobs]
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, { image, slot, where }] = next
        try {
          built.set(key, await buildImage(image, slot, paths))
        } catch (error) {
          throw new Error(`${where}: could not make "${image.src}" (${(error as Error).message})`, { cause: error })
        }
      }
    }),
  )
  await writeBuildCache(
    dist,
    MANIFEST,
    [...built].sort(([a], [b]) => a.localeCompare(b)),
  )
  return built
}

/** What the first step of the build made of each image (`buildMedia`), for the prerender. */
export function readMediaManifest(dist: string): Map<string, BuiltImage> {
  return new Map(readBuildCache<Array<[string, BuiltImage]>>(dist, MANIFEST))
}

/** The files of `images` (every width and format, and SVGs), as names in the media cache folder. */
export function mediaFiles(images: Iterable<BuiltImage>): Set<string> {
  const names = new Set<string>()
  for (const image of images)
    for (const crop of [image.main, image.phone])
      if (crop)
        for (const candidate of [crop.src, ...(crop.avif ?? '').split(', '), ...(crop.webp ?? '').split(', ')])
          if (candidate) names.add(candidate.split(' ')[0]!.slice(MEDIA_URL_BASE.length + 1))
  return names
}

/**
 * Copies the files the built pages use into the site (`<client>/assets/media/`); files of images no page shows
 * any more stay in the cache only (and leave the folder, when it holds the last build's). Returns how many the site
 * has. `previous`, the previous build's client folder (an incremental build), holds most of them already: they are
 * moved from there (their names are their content's).
 */
export async function publishMedia(dist: string, client: string, previous?: string): Promise<number> {
  const names = mediaFiles(readMediaManifest(dist).values())
  const target = join(client, MEDIA_URL_BASE)
  await mkdir(target, { recursive: true })
  const source = mediaPaths().outDir
  const present = new Set(await readdir(source).catch(() => []))
  const missing = [...names].filter((name) => !present.has(name))
  if (missing.length > 0)
    throw new Error(
      `${missing.length} image file(s) are missing from ${source} (${missing[0]}…); run \`npm run build\``,
    )
  // A build that keeps its client folder (`keepInPlace`) has the last build's files here already: those no page
  // shows any more go.
  const there = new Set(await keepOnly(target, names))
  const before = previous ? new Set(await readdir(join(previous, MEDIA_URL_BASE)).catch(() => [])) : new Set()
  await Promise.all(
    [...names]
      .filter((name) => !there.has(name))
      .map((name) =>
        before.has(name)
          ? rename(join(previous!, MEDIA_URL_BASE, name), join(target, name))
          : copyFile(join(source, name), join(target, name)),
      ),
  )
  return names.size
}
