import sharp, { type Sharp } from 'sharp'
import { MAX_SOURCE_PIXELS, pixelProblem } from '../../../config/imageProblem'

/**
 * A raster source opened for decoding: sharp refuses, before decoding a pixel, a source whose header declares more
 * than `MAX_SOURCE_PIXELS` (a 776 KB PNG can declare 256 megapixels, 46 s and 775 MB to decode).
 */
export function openRaster(input: Buffer | string): Sharp {
  return sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS })
}

/** Throws, naming the size and the fix, when a source's header declares more pixels than the cap: reads the header only. */
export async function assertRasterSize(input: Buffer | string): Promise<void> {
  const { width, height } = await sharp(input, { limitInputPixels: false }).metadata()
  const problem = pixelProblem(width, height)
  if (problem) throw new Error(problem)
}
