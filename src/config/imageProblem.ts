import { closest } from './closest'
import { MEDIA_FOLDER, type Image, type ImageSlot } from './image'
import { requiredSourceWidth, type ScreenRange } from './imageSizes'
import { pictureProblem } from './pictureProblem'

/** What the config check knows of a file under `content/media/` (read by `inspectMedia`). */
export interface MediaFile {
  /** `jpeg`, `png`, `webp`, `avif`, `svg`, or whatever else the file is (refused). */
  format: string
  /** Pixels (an SVG: its `viewBox` or `width`/`height`). */
  width: number
  height: number
  bytes: number
  /**
   * Why the file cannot be served as it is: an SVG whose optimized bytes could run a script or load an outside file
   * (or that declares entities), a file that cannot be decoded.
   */
  unsafe?: string
}

/** The files under `content/media/`, by their path inside it (`people/camila-duarte.jpg`). */
export type MediaFiles = ReadonlyMap<string, MediaFile>

/** Formats the build turns into AVIF and WebP. */
export const RASTER_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'avif']
/** The largest source accepted: larger files slow every clean build and gain nothing on screen. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024
/**
 * The most pixels a source may have (40 megapixels, 7700 × 5200): decoding takes 4 bytes a pixel, and a small file
 * can declare gigapixels. The config check reads the size from the header alone; the build's decoder refuses more.
 */
export const MAX_SOURCE_PIXELS = 40_000_000

/** Why a source of this pixel size is refused (over `MAX_SOURCE_PIXELS`), in words that say the fix; or undefined. */
export function pixelProblem(width: number, height: number): string | undefined {
  if (width * height <= MAX_SOURCE_PIXELS) return undefined
  const megapixels = Math.round((width * height) / 1_000_000)
  return `is ${width} × ${height} px (${megapixels} megapixels), over the ${MAX_SOURCE_PIXELS / 1_000_000}-megapixel limit; export it smaller (3000 px wide is plenty)`
}

/**
 * What is wrong with an image field wherever it is shown, in one sentence that says how to fix it: its alt text,
 * then each source (missing, unsafe, of a format the site does not serve, too heavy, too many pixels). Undefined
 * when nothing is.
 */
export function imageProblem(image: Image, media: MediaFiles): string | undefined {
  const alt = pictureProblem(image)
  if (alt) return alt
  return fileProblem(image.src, media) ?? (image.phone ? fileProblem(image.phone, media, 'phone') : undefined)
}

/**
 * Whether an image's sources are wide enough for the place `slot` shows them in: each must cover the widest it is
 * shown on a 2× screen (a separate phone source, on phones only). Checked for every place an image is shown.
 */
export function imageWidthProblem(image: Image, slot: ImageSlot, media: MediaFiles): string | undefined {
  return (
    widthProblem(image.src, slot, image.phone ? 'wider' : 'all', media) ??
    (image.phone ? widthProblem(image.phone, slot, 'phones', media, 'phone') : undefined)
  )
}

function fileProblem(src: string, media: MediaFiles, field = 'src'): string | undefined {
  const file = media.get(src)
  if (!file) {
    const guess = closest(src, [...media.keys()])
    return `${field} "${src}" is not a file in ${MEDIA_FOLDER}/${guess ? ` (did you mean "${guess}"?)` : ''}; add the file there or fix the path`
  }
  if (file.unsafe) return `${field} "${src}" ${file.unsafe}`
  if (file.format !== 'svg' && !RASTER_FORMATS.includes(file.format))
    return `${field} "${src}" is ${file.format.toUpperCase()}, which the site does not serve; save it as JPEG (photos), PNG (screenshots), WebP, AVIF or SVG`
  if (file.bytes > MAX_SOURCE_BYTES)
    return `${field} "${src}" is ${megabytes(file.bytes)} MB, over the ${megabytes(MAX_SOURCE_BYTES)} MB limit; export it smaller (JPEG quality 85 at 3000 px wide is plenty)`
  const pixels = file.format === 'svg' ? undefined : pixelProblem(file.width, file.height)
  if (pixels) return `${field} "${src}" ${pixels}`
  return undefined
}

function widthProblem(
  src: string,
  slot: ImageSlot,
  range: ScreenRange,
  media: MediaFiles,
  field = 'src',
): string | undefined {
  const file = media.get(src)
  if (!file || file.format === 'svg') return undefined
  const needed = requiredSourceWidth(slot.sizes, range)
  if (file.width < needed)
    return `${field} "${src}" is ${file.width} px wide, but ${slot.name} shows it up to ${needed / 2} px wide${range === 'phones' ? ' on phones' : ''}, so a 2× screen needs ${needed} px; use a source at least ${needed} px wide`
  return undefined
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')
}
