import { createHash } from 'node:crypto'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'
import type { BuiltCrop, BuiltImage, Image, ImageFocus, ImageSlot } from '../../../config/image'
import { imageWidths, type ScreenRange } from '../../../config/imageSizes'
import { cropRect, type Rect } from '../../../config/cropRect'
import { assertRasterSize, openRaster } from './rasterSource'
import { shippedSvg, svgSize } from './svgSafety'

/** Where the build reads sources and writes what it makes. */
export interface MediaPaths {
  /** The sources: `content/media/`. */
  root: string
  /** The files made, served under `urlBase`; kept between builds (and shared by them), so an unchanged image is not made again. */
  outDir: string
  /** Their URL folder: `/assets/media`. */
  urlBase: string
}

/** Bump to make every file again after changing how files are encoded. */
const ENCODING = 'avif-q50-e2|webp-q72|ph16-q40|v1'
/** Bump to optimize and check every SVG again (`shippedSvg`); SVGs are keyed by it instead of `ENCODING`. */
const SVG_RECIPE = 'svgo-inline-styles|judged-as-shipped|v2'
/** Width of the blurred preview; the browser stretches it smoothly over the image's box. */
const PLACEHOLDER_WIDTH = 16

/**
 * Makes the files an image needs in one place (`slot`): the source cropped to the slot's aspect around the image's
 * focus, at every width the place shows it (`imageWidths`), as AVIF and WebP, plus a preview for opaque pictures;
 * an SVG is optimized and served as it is. A separate phone source, or a phone aspect of the slot, makes a second
 * crop for phones. Files are named by a hash of what made them: an unchanged image costs one read on a rebuild.
 */
export async function buildImage(
  image: Image,
  slot: ImageSlot,
  paths: MediaPaths,
  later?: LaterCrops,
): Promise<BuiltImage> {
  const phoneAspect = slot.phoneAspect ?? slot.aspect
  const phoneCrop = !slot.desktopOnly && (image.phone !== undefined || phoneAspect !== slot.aspect)
  const range = slot.desktopOnly ? 'desktop' : phoneCrop ? 'wider' : 'all'
  const main = await buildCrop(image.src, slot.aspect, image.focus, slot.sizes, range, paths, later)
  const phone = phoneCrop
    ? await buildCrop(image.phone ?? image.src, phoneAspect, image.focus, slot.sizes, 'phones', paths, later)
    : undefined
  return {
    main: main.crop,
    ...(phone && { phone: phone.crop }),
    ...(main.placeholder && { placeholder: main.placeholder }),
  }
}

/**
 * Given to `buildImage`, it answers at once with the names and sizes of every file, reading only each source's
 * header, and hands over each raster crop not made yet instead of decoding it (`makeCrop` does, later; such a crop
 * has no preview until then), answering with the crop planned before if it has one: how the dev server shows a page
 * before its images are made (`src/tools/build/media/devMedia.ts`).
 */
export type LaterCrops = (crop: PlannedCrop) => PlannedCrop | void

/** A raster crop of a source, its files named and sized but not all made (`LaterCrops`, `makeCrop`). */
export interface PlannedCrop {
  /** The source's bytes, as read when its files were named (they are named by their hash). */
  bytes: Buffer
  /** The part of the (EXIF-turned) source the crop shows. */
  rect: Rect
  /** Whether the source has an alpha channel: a preview is made only if the crop is opaque all the same. */
  hasAlpha: boolean
  /** Every file of the crop, narrowest first, AVIF then WebP at each width. */
  files: PlannedFile[]
  /** What the pages are told of the crop; its preview once `makeCrop` made it. */
  made: MadeCrop
  /** Where `made` is kept once every file is made: a later build reads it instead of making the crop again. */
  record: string
}

/** One file of a planned crop, a name in the media cache folder. */
export interface PlannedFile {
  name: string
  width: number
  height: number
  format: 'avif' | 'webp'
}

interface MadeCrop {
  crop: BuiltCrop
  placeholder?: string
}

/** A crop's pixels, decoded once: every width is resized from them. */
interface Pixels {
  data: Buffer
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 }
}

async function buildCrop(
  src: string,
  aspect: number | undefined,
  focus: ImageFocus | undefined,
  sizes: string,
  range: ScreenRange,
  paths: MediaPaths,
  later?: LaterCrops,
): Promise<MadeCrop> {
  const bytes = await readFile(join(paths.root, src))
  const stem = basename(src, extname(src))
  const recipe = extname(src).toLowerCase() === '.svg' ? SVG_RECIPE : ENCODING
  const key = hash(bytes, [recipe, String(aspect), JSON.stringify(focus ?? null), sizes, range].join('\0'))
  const record = join(paths.outDir, `${stem}.${key}.json`)
  const cached = await readFile(record, 'utf8').then(
    (text) => JSON.parse(text) as MadeCrop,
    () => undefined,
  )
  if (cached) return cached
  await mkdir(paths.outDir, { recursive: true })
  if (extname(src).toLowerCase() === '.svg') {
    const made = await svgCrop(bytes, `${stem}.${key}.svg`, paths)
    await settle(record, (temporary) => writeFile(temporary, JSON.stringify(made)))
    return made
  }
  const plan = await planRaster(bytes, { stem, key, aspect, focus, sizes, range }, record, paths)
  // A crop planned before (the same record) is answered as it was planned: its preview is added there once made.
  if (later) return (later(plan) ?? plan).made
  await makeCrop(plan, paths)
  return plan.made
}

async function svgCrop(bytes: Buffer, name: string, paths: MediaPaths): Promise<MadeCrop> {
  const source = bytes.toString('utf8')
  // Judged as it ships: the optimizer decodes entities and keeps prefixes, so its output is what is checked.
  const shipped = shippedSvg(source)
  if ('problem' in shipped) throw new Error(shipped.problem)
  const size = svgSize(shipped.svg) ?? svgSize(source)
  if (!size) throw new Error('declares no size: give its <svg> a viewBox')
  await settle(join(paths.outDir, name), (temporary) => writeFile(temporary, shipped.svg))
  return { crop: { width: size.width, height: size.height, src: `${paths.urlBase}/${name}` } }
}

interface RasterJob {
  stem: string
  key: string
  aspect: number | undefined
  focus: ImageFocus | undefined
  sizes: string
  range: ScreenRange
}

/**
 * Names and sizes the files of a raster crop (every width its place shows, AVIF and WebP) from the source's header,
 * decoding nothing: `makeCrop` makes them and the preview.
 */
async function planRaster(bytes: Buffer, job: RasterJob, record: string, paths: MediaPaths): Promise<PlannedCrop> {
  // Over the pixel cap: refused from the header, before a pixel is decoded.
  await assertRasterSize(bytes)
  const oriented = openRaster(bytes).autoOrient()
  const {
    autoOrient: { width, height },
    hasAlpha,
  } = await oriented.metadata()
  const rect = cropRect(width, height, job.aspect, job.focus)
  const widths = imageWidths(job.sizes, rect.width, job.range)
  const heightAt = (w: number) => Math.max(1, Math.round((w * rect.height) / rect.width))
  const files = widths.flatMap((w) =>
    (['avif', 'webp'] as const).map((format) => ({
      name: `${job.stem}-${w}.${job.key}.${format}`,
      width: w,
      height: heightAt(w),
      format,
    })),
  )
  const srcset = (format: PlannedFile['format']) =>
    files
      .filter((file) => file.format === format)
      .map((file) => `${paths.urlBase}/${file.name} ${file.width}w`)
      .join(', ')
  const widest = files.at(-1)!
  const crop: BuiltCrop = {
    width: widest.width,
    height: widest.height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: `${paths.urlBase}/${widest.name}`,
  }
  return { bytes, rect, hasAlpha: hasAlpha ?? false, files, record, made: { crop } }
}

/**
 * Makes the files of a planned crop that are not in the cache folder yet (only `names`, when given), calling
 * `made` after each; once every file of the crop is there, makes its preview and writes its record. The crop is
 * decoded once, and only if something is left to make.
 */
export async function makeCrop(
  plan: PlannedCrop,
  paths: MediaPaths,
  options: { names?: readonly string[]; made?: (name: string) => void } = {},
): Promise<void> {
  const present = async (file: PlannedFile) =>
    access(join(paths.outDir, file.name)).then(
      () => true,
      () => false,
    )
  const wanted = plan.files.filter((file) => !options.names || options.names.includes(file.name))
  const missing = (await Promise.all(wanted.map(async (file) => ((await present(file)) ? [] : [file])))).flat()
  let decoded: Pixels | undefined
  // Decoded and cropped once; every width is resized from these pixels.
  const pixels = async () => (decoded ??= await decodeCrop(plan.bytes, plan.rect))
  if (missing.length > 0) {
    for (const file of missing) {
      const resized = rawImage(await pixels()).resize({ width: file.width, height: file.height, fit: 'fill' })
      const encoded = file.format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 })
      await settle(join(paths.outDir, file.name), (temporary) => encoded.toFile(temporary))
      options.made?.(file.name)
    }
  }
  if (!(await Promise.all(plan.files.map(present))).every(Boolean)) return
  // A picture with see-through parts would show the preview through them: only opaque ones get one.
  if (!plan.hasAlpha || (await rawImage(await pixels()).stats()).isOpaque) {
    const preview = await rawImage(await pixels())
      .resize({ width: PLACEHOLDER_WIDTH })
      .webp({ quality: 40 })
      .toBuffer()
    plan.made = { ...plan.made, placeholder: `data:image/webp;base64,${preview.toString('base64')}` }
  }
  await settle(plan.record, (temporary) => writeFile(temporary, JSON.stringify(plan.made)))
}

/** The `rect` of the (EXIF-turned) source, as raw pixels. */
async function decodeCrop(bytes: Buffer, rect: Rect): Promise<Pixels> {
  const { data, info } = await openRaster(bytes).autoOrient().extract(rect).raw().toBuffer({ resolveWithObject: true })
  return { data, info: { width: info.width, height: info.height, channels: info.channels } }
}

const rawImage = ({ data, info }: Pixels) => sharp(data, { raw: info })

/**
 * Writes `file` through a temporary name, renamed into place once whole: builds sharing the cache (several
 * `DIST_DIR`s) never read a half-written file.
 */
async function settle(file: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await write(temporary)
  await rename(temporary, file)
}

/** A short name-safe hash of a source's bytes and how it is made. */
function hash(bytes: Buffer, recipe: string): string {
  return createHash('sha256').update(bytes).update(recipe).digest('base64url').slice(0, 10)
}
