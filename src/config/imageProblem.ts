import { closest } from './closest'
import { MEDIA_FOLDER, type Image, type ImageSlot } from './image'
import { requiredSourceWidth, shownWidth, type ScreenRange } from './imageSizes'
import { cropRect } from './cropRect'
import { variantSrcProblem } from './localizedImages'
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
  /**
   * For a picture drawn with text in it (`content/media/art.json`): the CSS width it is laid out at and its smallest
   * text there, in CSS pixels, with the beginning of that text.
   */
  drawn?: { width: number; minTextPx: number; sample: string }
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
  const variant = variantSrcProblem(image.src)
  if (variant) return variant
  return fileProblem(image.src, media) ?? (image.phone ? fileProblem(image.phone, media, 'phone') : undefined)
}

/**
 * Whether an image's sources fit the place `slot` shows them in, checked for every place an image is shown: each
 * must cover the widest it is shown on a 2× screen (a separate phone source, on phones only) once cropped to the
 * place's shape; a screen (PNG) may lose at most `MAX_SCREEN_CROP` of itself to that crop; and a picture drawn
 * with text keeps that text at least `MIN_PICTURE_TEXT_PX` on a 1280 px screen.
 */
export function imageWidthProblem(image: Image, slot: ImageSlot, media: MediaFiles): string | undefined {
  // A file refused for itself (missing, unsafe, too large) is reported once, by `imageProblem`.
  if (fileProblem(image.src, media)) return undefined
  return (
    widthProblem(image.src, slot, slot.desktopOnly ? 'desktop' : image.phone ? 'wider' : 'all', media) ??
    (image.phone && !slot.desktopOnly ? widthProblem(image.phone, slot, 'phones', media, 'phone') : undefined) ??
    cropProblem(image.src, slot.name, slot.aspect, media) ??
    (image.phone || slot.desktopOnly
      ? undefined
      : cropProblem(image.src, slot.name, slot.phoneAspect, media, ' on phones')) ??
    textSizeProblem(image.src, slot, media)
  )
}

/** The most of a screen (a PNG: a product's UI, a dashboard) its place may crop away: 2 % of its width or height. */
export const MAX_SCREEN_CROP = 0.02
/** The smallest text a picture may show on a 1280 px screen, in CSS pixels. */
export const MIN_PICTURE_TEXT_PX = 11
/** The screen the smallest text is judged on: a laptop. */
const TEXT_VIEWPORT = 1280

/** The share of a `width` × `height` source that a place of shape `aspect` cuts away (the build's `cropRect`). */
function cropShare(width: number, height: number, aspect: number): number {
  const kept = cropRect(width, height, aspect)
  return 1 - (kept.width * kept.height) / (width * height)
}

function cropProblem(
  src: string,
  place: string,
  aspect: number | undefined,
  media: MediaFiles,
  where = '',
): string | undefined {
  const file = media.get(src)
  if (!file || file.format !== 'png' || aspect === undefined || !file.height) return undefined
  const share = cropShare(file.width, file.height, aspect)
  if (share <= MAX_SCREEN_CROP) return undefined
  const height = Math.round(file.width / aspect)
  return `src "${src}" is ${file.width} × ${file.height} px, but ${place} shows it at ${ratio(aspect)}${where}, cutting ${Math.round(share * 100)} % of it away; a screen (PNG) may lose at most ${MAX_SCREEN_CROP * 100} %: export it at ${ratio(aspect)} (${file.width} × ${height} px)`
}

function textSizeProblem(src: string, slot: ImageSlot, media: MediaFiles): string | undefined {
  const drawn = media.get(src)?.drawn
  if (!drawn) return undefined
  const shown = shownWidth(slot.sizes, TEXT_VIEWPORT)
  const px = (drawn.minTextPx * shown) / drawn.width
  if (px >= MIN_PICTURE_TEXT_PX - 0.05) return undefined
  return `src "${src}" shows its smallest text ("${drawn.sample}") at ${px.toFixed(1)} px in ${slot.name} on a ${TEXT_VIEWPORT} px screen (${drawn.minTextPx} px in a picture laid out ${drawn.width} px wide, shown ${Math.round(shown)} px wide), under ${MIN_PICTURE_TEXT_PX} px; lay the picture out at ${Math.round(shown)} px wide with text of at least ${MIN_PICTURE_TEXT_PX} px (scripts/media-art/)`
}

/** `16:10` for 1.6, `4:3` for 1.333…: the nearest small ratio. */
function ratio(aspect: number): string {
  for (let height = 1; height <= 20; height++) {
    const width = aspect * height
    if (Math.abs(width - Math.round(width)) < 0.01) return `${Math.round(width)}:${height}`
  }
  return aspect.toFixed(2)
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
  // Cropped to its place's shape, a source wider than that shape keeps only part of its width.
  const aspect = range === 'phones' ? (slot.phoneAspect ?? slot.aspect) : slot.aspect
  const usable = file.height ? cropRect(file.width, file.height, aspect).width : file.width
  if (usable < needed)
    return `${field} "${src}" is ${usable < file.width ? `${usable} px wide once cropped to its place's shape` : `${file.width} px wide`}, but ${slot.name} shows it up to ${needed / 2} px wide${range === 'phones' ? ' on phones' : range === 'desktop' ? ' from 1024 px' : ''}, so a 2× screen needs ${needed} px; use a source at least ${needed} px wide`
  return undefined
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')
}
