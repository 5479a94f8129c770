import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageSlot } from '../../../config/image'
import { pngDeclaring } from '../../../testing/hostileImages'
import { imageWidths } from '../../../config/imageSizes'
import { buildImage, type MediaPaths } from './buildImage'

const slot: ImageSlot = { name: 'test.image', sizes: '(min-width: 1024px) 480px, calc(100vw - 2rem)', aspect: 1 }
let paths: MediaPaths

/** A 2400 × 1200 picture (or `width` × `width / 2`): its left tenth red, the rest blue. */
async function redLeftEdge(file: string, alpha = false, width = 2400) {
  const height = width / 2
  const red = await sharp({ create: { width: width / 10, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const channels = alpha ? 4 : 3
  const background = alpha ? { r: 0, g: 0, b: 255, alpha: 0.5 } : '#0000ff'
  await sharp({ create: { width, height, channels, background } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toFile(file)
}

/** The colour of the pixel at the top-left corner of an image file. */
async function cornerColour(file: string): Promise<string> {
  const { data } = await sharp(file)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data[0]! > 200 && data[2]! < 80
    ? 'red'
    : data[2]! > 200 && data[0]! < 80
      ? 'blue'
      : `rgb(${[...data.subarray(0, 3)]})`
}

const fileOf = (url: string) => join(paths.outDir, url.split(' ')[0]!.replace('/assets/media/', ''))

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'media-'))
  paths = { root: join(root, 'src'), outDir: join(root, 'out'), urlBase: '/assets/media' }
  await mkdir(paths.root)
  await redLeftEdge(join(paths.root, 'wide.png'))
  await redLeftEdge(join(paths.root, 'glass.png'), true)
  // Small enough to make few widths: the crop is what is judged, and AVIF at every width of a large source took
  // most of this file's time on a loaded machine.
  await redLeftEdge(join(paths.root, 'small-wide.png'), false, 480)
  await writeFile(join(paths.root, 'giant.png'), await pngDeclaring(16_000, 16_000))
  await writeFile(
    join(paths.root, 'encoded.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><image href="&#104;ttps://x.example/p.png"/></svg>',
  )
  await writeFile(
    join(paths.root, 'prefixed.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><s:script xmlns:s="http://www.w3.org/2000/svg" href="https://www.googletagmanager.com/gtm.js"/></svg>',
  )
  await writeFile(
    join(paths.root, 'logo.svg'),
    '<?xml version="1.0"?>\n<!-- drawn for the site -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32">  <rect   width="64" height="32" fill="#ff0000"/></svg>',
  )
})
afterAll(() => rm(join(paths.root, '..'), { recursive: true, force: true }))

describe('building an image for its slot', () => {
  it('makes AVIF and WebP at every width the slot needs, with the intrinsic size of the widest', async () => {
    const built = await buildImage({ src: 'wide.png', decorative: true }, slot, paths)
    const widths = imageWidths(slot.sizes, 1200)
    expect(built.main.avif!.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)))).toEqual(widths)
    expect(built.main.webp!.split(', ')).toHaveLength(widths.length)
    expect(built.main).toMatchObject({ width: 1200, height: 1200 })
    expect(built.main.src).toMatch(/^\/assets\/media\/wide-1200\.[\w-]{10}\.webp$/)
    for (const [format, srcset] of [
      ['heif', built.main.avif!],
      ['webp', built.main.webp!],
    ] as const)
      for (const entry of srcset.split(', ')) {
        const meta = await sharp(fileOf(entry)).metadata()
        expect(meta.format).toBe(format)
        expect(`${meta.width}w`).toBe(entry.split(' ')[1])
        expect(meta.height).toBe(meta.width)
      }
  })

  it('crops around the focus: the red edge is kept with the focus on it, cut with the focus away', async () => {
    const focused = (x: number) =>
      buildImage({ src: 'small-wide.png', decorative: true, focus: { x, y: 50 } }, slot, paths)
    const [left, right] = [await focused(5), await focused(95)]
    expect(await cornerColour(fileOf(left.main.src))).toBe('red')
    expect(await cornerColour(fileOf(right.main.src))).toBe('blue')
  })

  it('gives an opaque picture a preview of a few hundred bytes, and none to a transparent one', async () => {
    const opaque = await buildImage({ src: 'wide.png', decorative: true }, slot, paths)
    expect(opaque.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(opaque.placeholder!.length).toBeLessThan(400)
    const transparent = await buildImage({ src: 'glass.png', decorative: true }, slot, paths)
    expect(transparent.placeholder).toBe(undefined)
  })

  it('makes a phone crop from the phone source, at the slot’s phone aspect and phone widths', async () => {
    const phoneSlot: ImageSlot = { ...slot, name: 'test.phone', phoneAspect: 4 / 5 }
    const built = await buildImage({ src: 'wide.png', phone: 'glass.png', decorative: true }, phoneSlot, paths)
    expect(built.phone).toMatchObject({ width: 796, height: 995 })
    expect(built.phone!.webp!.split(', ').every((entry) => entry.includes('/glass-'))).toBe(true)
    // The main crop is made for wider screens only: its smallest width is the 1024 px+ one.
    expect(built.main.webp!.split(', ')[0]).toMatch(/ 480w$/)
  })

  it('serves an SVG as itself, optimized, at the size it declares', async () => {
    const built = await buildImage({ src: 'logo.svg', decorative: true }, slot, paths)
    expect(built).toEqual({
      main: { width: 64, height: 32, src: expect.stringMatching(/^\/assets\/media\/logo\.[\w-]{10}\.svg$/) },
    })
    const { size } = await stat(fileOf(built.main.src))
    expect(size).toBeLessThan(130)
  })

  it('refuses an SVG whose optimized bytes could run or load anything, writing nothing', async () => {
    const before = await readdir(paths.outDir).catch(() => [])
    await expect(buildImage({ src: 'encoded.svg', decorative: true }, slot, paths)).rejects.toThrow(
      /outside file \(https:\/\/x\.example\/p\.png\)/,
    )
    await expect(buildImage({ src: 'prefixed.svg', decorative: true }, slot, paths)).rejects.toThrow(/has a <script>/)
    expect((await readdir(paths.outDir)).filter((name) => /^(encoded|prefixed)\./.test(name))).toEqual([])
    expect(before.filter((name) => /^(encoded|prefixed)\./.test(name))).toEqual([])
  })

  it('refuses a source over the pixel cap before decoding it', async () => {
    const started = performance.now()
    await expect(buildImage({ src: 'giant.png', decorative: true }, slot, paths)).rejects.toThrow(
      /16000 × 16000 px \(256 megapixels\), over the 40-megapixel limit/,
    )
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('costs nothing on a rebuild: an unchanged image is answered from what the last build left', async () => {
    const image = { src: 'wide.png', decorative: true as const, focus: { x: 30, y: 50 } }
    const first = await buildImage(image, slot, paths)
    const files = await readdir(paths.outDir)
    const times = await Promise.all(files.map(async (name) => (await stat(join(paths.outDir, name))).mtimeMs))
    const started = performance.now()
    expect(await buildImage(image, slot, paths)).toEqual(first)
    expect(performance.now() - started).toBeLessThan(100)
    expect(await readdir(paths.outDir)).toEqual(files)
    expect(await Promise.all(files.map(async (name) => (await stat(join(paths.outDir, name))).mtimeMs))).toEqual(times)
  })

  it('makes it again when the source changes', async () => {
    const before = await buildImage({ src: 'wide.png', decorative: true }, slot, paths)
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#00ff00' } })
      .png()
      .toFile(join(paths.root, 'wide.png'))
    const after = await buildImage({ src: 'wide.png', decorative: true }, slot, paths)
    expect(after.main.src).not.toBe(before.main.src)
  })
})
