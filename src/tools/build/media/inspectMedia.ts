import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { buildCacheDir, markUsed } from '../cacheDirs'
import { keepValue, readKept } from '../pureCache'
import { MEDIA_FOLDER } from '../../../config/image'
import {
  MAX_SOURCE_BYTES,
  pixelProblem,
  RASTER_FORMATS,
  type MediaFile,
  type MediaFiles,
} from '../../../config/imageProblem'
import { readArtRecord } from './artRecord'
import { openRaster } from './rasterSource'
import { shippedSvg, svgSize } from './svgSafety'

const UNREADABLE = 'cannot be read as an image'

/** Files in the media folder that are not images: its credits, the record of the drawn art. */
const NOT_IMAGES = new Set(['.md', '.json'])

/**
 * Every image under `root` (`content/media/`) as the config check needs it: format, pixel size, bytes, and why it
 * cannot be served if it cannot (an SVG unsafe as it would ship, a file that cannot be decoded). A raster file's size
 * comes from its header; it is then decoded once, small, unless its format or pixel count already refuses it.
 */
export async function inspectMedia(root = MEDIA_FOLDER): Promise<MediaFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((entry) => entry.isFile() && !NOT_IMAGES.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
  const results = await Promise.all(files.map((file) => inspect(file)))
  // libvips keeps one error buffer for the process: files decoded at once lend each other their messages (a cut-off
  // PNG reported with an AVIF's warnings). The few that failed are read again alone, for a message of their own.
  for (const [index, found] of results.entries())
    if (found.unsafe?.startsWith(UNREADABLE)) results[index] = await inspect(files[index]!, { alone: true })
  const drawn = drawnText(root)
  const named = files.map((file, index) => {
    const path = mediaPath(root, file)
    const text = drawn.get(path)
    return [path, text ? { ...results[index]!, drawn: text } : results[index]!] as const
  })
  return new Map(named.sort(([a], [b]) => a.localeCompare(b)))
}

/** The text size of each file `npm run media:art` drew with text in it (every locale's version), by path. */
function drawnText(root: string): Map<string, NonNullable<MediaFile['drawn']>> {
  const found = new Map<string, NonNullable<MediaFile['drawn']>>()
  for (const [file, picture] of Object.entries(readArtRecord(root))) {
    if (picture.minTextPx === undefined) continue
    const text = { width: picture.width, minTextPx: picture.minTextPx, sample: picture.smallestText ?? '' }
    found.set(file, text)
    for (const version of Object.values(picture.locales)) found.set(version.file, text)
  }
  return found
}

/** A file's path inside the media folder, with `/` on every system: what `Image.src` names. */
export function mediaPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/')
}

/** What each file was found to be, by path, with the version of the file it was read from. */
const inspected = new Map<string, { version: string; found: MediaFile }>()

/**
 * The file as `inspectFile` finds it, read again only once it changed: the dev server checks the config on every
 * page it renders, and decoding every image each time cost seconds.
 */
async function inspect(file: string, { alone = false } = {}): Promise<MediaFile> {
  const { size, mtimeMs, ctimeMs } = await stat(file)
  const version = `${size} ${mtimeMs} ${ctimeMs}`
  const known = inspected.get(file)
  if (known?.version === version && !alone) return known.found
  const found = await inspectFile(file, size)
  inspected.set(file, { version, found })
  return found
}

async function inspectFile(file: string, bytes: number): Promise<MediaFile> {
  const extension = extname(file).slice(1).toLowerCase()
  const named = extension === 'jpg' ? 'jpeg' : extension || 'unknown'
  // A file over the limit is refused for its weight, unread.
  if (bytes > MAX_SOURCE_BYTES) return { format: named, width: 0, height: 0, bytes }
  if (named === 'svg') {
    // Judged as it ships (optimized), as the build judges it: an entity bomb is refused before the optimizer.
    const source = await readFile(file, 'utf8')
    const shipped = shippedSvg(source)
    const size = ('svg' in shipped ? svgSize(shipped.svg) : undefined) ?? svgSize(source)
    const unsafe =
      'problem' in shipped ? shipped.problem : size ? undefined : 'declares no size: give its <svg> a viewBox'
    return { format: 'svg', width: size?.width ?? 0, height: size?.height ?? 0, bytes, unsafe }
  }
  let shown: MediaFile = { format: named, width: 0, height: 0, bytes }
  try {
    const source = await readFile(file)
    const kept = await keptRaster(source)
    if (kept.found && (kept.found.decoded || !needsDecoding(kept.found))) return { ...kept.found.shown, bytes }
    // Sized as shown (EXIF orientations that turn the picture a quarter swap its width and height), from the header.
    const { format, compression, autoOrient, width, height } = await sharp(source, {
      limitInputPixels: false,
    }).metadata()
    // sharp calls AVIF and HEIC both `heif`; the site serves AVIF only.
    const name = format === 'heif' ? (compression === 'av1' ? 'avif' : 'heic') : format
    shown = { format: name, width: autoOrient.width, height: autoOrient.height, bytes }
    const found = { shown: { format: name, width: autoOrient.width, height: autoOrient.height }, width, height }
    // Refused for its format or its pixels (imageProblem) without decoding a pixel.
    if (!needsDecoding(found)) return (await kept.keep({ ...found, decoded: false }), shown)
    // Decoded once, small (JPEG and WebP shrink while decoding): pixels cut off or damaged behind a whole header
    // fail here, as they would in the build.
    await openRaster(source).resize(32, 32, { fit: 'inside' }).raw().toBuffer()
    await kept.keep({ ...found, decoded: true })
    return shown
  } catch (error) {
    return {
      ...shown,
      unsafe: `${UNREADABLE} (${(error as Error).message.trim().replaceAll('\n', '; ')}); export it again as JPEG or PNG`,
    }
  }
}

/** What a raster file's header says, and whether its pixels were decoded without fault. */
interface RasterFound {
  /** Format and size as shown (`MediaFile`). */
  shown: Pick<MediaFile, 'format' | 'width' | 'height'>
  /** The stored size, before any EXIF turn. */
  width: number
  height: number
  decoded?: boolean
}

/** Whether the image's pixels are decoded to check them: not when its format or pixel count refuses it already. */
const needsDecoding = ({ shown, width, height }: RasterFound) =>
  RASTER_FORMATS.includes(shown.format) && !pixelProblem(width, height)

/** The build cache's folder of what raster files were found to be, by their bytes and the decoder's version. */
export const INSPECTED_MEDIA_CACHE = 'media-inspected'

/**
 * What a raster file with these bytes was found to be by an earlier process (the dev server's last start, the last
 * build), if anything, and how to keep what is found now: reading every image's header and decoding it cost the
 * first page and the build's first step half a second of waiting. Only a file read without fault is kept (a failed
 * read is told again, with its message).
 */
async function keptRaster(source: Buffer): Promise<{ found?: RasterFound; keep(found: RasterFound): Promise<void> }> {
  const key = createHash('sha256').update(JSON.stringify(sharp.versions)).update(source).digest('hex')
  const path = join(buildCacheDir(INSPECTED_MEDIA_CACHE), `${key}.bin`)
  const found = await readKept<RasterFound>(path)
  if (found) await markUsed(path).catch(() => undefined)
  return { found, keep: (value) => keepValue(path, value) }
}
