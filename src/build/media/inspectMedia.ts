import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { MEDIA_FOLDER } from '../../config/image'
import { MAX_SOURCE_BYTES, type MediaFile, type MediaFiles } from '../../config/imageProblem'
import { svgProblem, svgSize } from './svgSafety'

/** Files in the media folder that are not images: its credits. */
const NOT_IMAGES = new Set(['.md'])

/**
 * Every image under `root` (`content/media/`) as the config check needs it: format, pixel size, bytes, and why it
 * cannot be served if it cannot (an unsafe SVG, an unreadable file). Reads only each file's header, except SVGs.
 */
export async function inspectMedia(root = MEDIA_FOLDER): Promise<MediaFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((entry) => entry.isFile() && !NOT_IMAGES.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
  const inspected = await Promise.all(files.map(async (file) => [mediaPath(root, file), await inspect(file)] as const))
  return new Map(inspected.sort(([a], [b]) => a.localeCompare(b)))
}

/** A file's path inside the media folder, with `/` on every system: what `Image.src` names. */
export function mediaPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/')
}

async function inspect(file: string): Promise<MediaFile> {
  const { size: bytes } = await stat(file)
  if (extname(file).toLowerCase() === '.svg') {
    const text = await readFile(file, 'utf8')
    const size = svgSize(text)
    const unsafe = svgProblem(text) ?? (size ? undefined : 'declares no size: give its <svg> a viewBox')
    return { format: 'svg', width: size?.width ?? 0, height: size?.height ?? 0, bytes, unsafe }
  }
  // A file over the limit is refused for its weight, unread.
  if (bytes > MAX_SOURCE_BYTES) return { format: extname(file).slice(1).toLowerCase(), width: 0, height: 0, bytes }
  try {
    // Sized as shown: EXIF orientations that turn the picture a quarter swap its width and height.
    const { format, compression, autoOrient } = await sharp(file).metadata()
    // sharp calls AVIF and HEIC both `heif`; the site serves AVIF only.
    const name = format === 'heif' ? (compression === 'av1' ? 'avif' : 'heic') : format
    return { format: name, width: autoOrient.width, height: autoOrient.height, bytes }
  } catch (error) {
    return {
      format: extname(file).slice(1).toLowerCase() || 'unknown',
      width: 0,
      height: 0,
      bytes,
      unsafe: `cannot be read as an image (${(error as Error).message}); export it again as JPEG or PNG`,
    }
  }
}
