import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A PNG of a few bytes whose header declares `width` × `height` pixels: how a small file asks for gigabytes. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  // The header chunk's CRC covers its type and data (bytes 12 to 28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

/** A PNG whose header is whole and whose pixels are cut off half-way: only decoding them finds it. */
export async function truncatedPng(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer()
  return noise.subarray(0, noise.length >> 1)
}

/** A billion laughs: nine entities, each ten of the one before, a billion "lol"s once expanded. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY lol "lol">
${Array.from({ length: 9 }, (_, n) => `  <!ENTITY lol${n + 1} "${`&lol${n || ''};`.repeat(10)}">`).join('\n')}
]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&lol9;</text></svg>`
