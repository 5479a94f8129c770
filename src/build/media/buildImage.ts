import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'
import type { BuiltCrop, BuiltImage, Image, ImageFocus, ImageSlot } from '../../config/image'
import { imageWidths, type ScreenRange } from '../../config/imageSizes'
import { cropRect } from './cropRect'
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
export async function buildImage(image: Image, slot: ImageSlot, paths: MediaPaths): Promise<BuiltImage> {
  const phoneAspect = slot.phoneAspect ?? slot.aspect
  const phoneCrop = image.phone !== undefined || phoneAspect !== slot.aspect
  const main = await buildCrop(image.src, slot.aspect, image.focus, slot.sizes, phoneCrop ? 'wider' : 'all', paths)
  const phone = phoneCrop
    ? await buildCrop(image.phone ?? image.src, phoneAspect, image.focus, slot.sizes, 'phones', paths)
    : undefined
  return {
    main: main.crop,
    ...(phone && { phone: phone.crop }),
    ...(main.placeholder && { placeholder: main.placeholder }),
  }
}

interface MadeCrop {
  crop: BuiltCrop
  placeholder?: string
}

async function buildCrop(
  src: string,
  aspect: number | undefined,
  focus: ImageFocus | undefined,
  sizes: string,
  range: ScreenRange,
  paths: MediaPaths,
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
  const made =
    extname(src).toLowerCase() === '.svg'
      ? await svgCrop(bytes, `${stem}.${key}.svg`, paths)
      : await rasterCrop(bytes, { stem, key, aspect, focus, sizes, range }, paths)
  await settle(record, (temporary) => writeFile(temporary, JSON.stringify(made)))
  return made
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

async function rasterCrop(bytes: Buffer, job: RasterJob, paths: MediaPaths): Promise<MadeCrop> {
  // Over the pixel cap: refused from the header, before a pixel is decoded.
  await assertRasterSize(bytes)
  const oriented = openRaster(bytes).autoOrient()
  const {
    autoOrient: { width, height },
    hasAlpha,
  } = await oriented.metadata()
  const rect = cropRect(width, height, job.aspect, job.focus)
  // Decoded and cropped once; every width is resized from these pixels.
  const { data, info } = await oriented.extract(rect).raw().toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const widths = imageWidths(job.sizes, rect.width, job.range)
  const heightAt = (w: number) => Math.max(1, Math.round((w * rect.height) / rect.width))
  const files = { avif: [] as string[], webp: [] as string[] }
  for (const w of widths)
    for (const format of ['avif', 'webp'] as const) {
      const name = `${job.stem}-${w}.${job.key}.${format}`
      const resized = pixels().resize({ width: w, height: heightAt(w), fit: 'fill' })
      const encoded = format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 })
      await settle(join(paths.outDir, name), (temporary) => encoded.toFile(temporary))
      files[format].push(`${paths.urlBase}/${name} ${w}w`)
    }
  const widest = widths.at(-1)!
  const crop: BuiltCrop = {
    width: widest,
    height: heightAt(widest),
    avif: files.avif.join(', '),
    webp: files.webp.join(', '),
    src: files.webp.at(-1)!.split(' ')[0]!,
  }
  // A picture with see-through parts would show the preview through them: only opaque ones get one.
  if (hasAlpha && !(await pixels().stats()).isOpaque) return { crop }
  const preview = await pixels().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()
  return { crop, placeholder: `data:image/webp;base64,${preview.toString('base64')}` }
}

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
