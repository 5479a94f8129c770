import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuiltImage, ImageSlot } from '../../../config/image'
import type { ImageUse } from '../../../config/imageUses'
import { buildImage, type MediaPaths } from './buildImage'
import { devMediaFile, planDevMedia } from './devMedia'

const slot: ImageSlot = { name: 'test.image', sizes: '(min-width: 1024px) 480px, calc(100vw - 2rem)', aspect: 4 / 3 }
let root: string
/** Where the dev server makes its files, and where a build made the same image, to compare. */
let dev: MediaPaths
let build: MediaPaths

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dev-media-'))
  const sources = join(root, 'src')
  await mkdir(sources)
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } })
    .png()
    .toFile(join(sources, 'photo.png'))
  dev = { root: sources, outDir: join(root, 'dev'), urlBase: '/assets/media' }
  build = { root: sources, outDir: join(root, 'build'), urlBase: '/assets/media' }
})
afterAll(() => rm(root, { recursive: true, force: true }))

const namesIn = (image: BuiltImage) =>
  [image.main.avif!, image.main.webp!].flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0]!))
const fileName = (url: string) => url.slice('/assets/media/'.length)

describe("the dev server's images", () => {
  it('names every file as the build does before making any, makes a requested one first, then the rest and the preview', async () => {
    const use: ImageUse = {
      where: 'home › sections[0] (hero) › image',
      image: { src: 'photo.png', decorative: true },
      slot,
    }
    const planned = [...(await planDevMedia([use], dev)).values()][0]!
    const built = await buildImage(use.image, slot, build)
    // The page's HTML names the build's files; only the preview comes once the crop is made.
    expect({ ...planned, placeholder: undefined }).toEqual({ ...built, placeholder: undefined })
    const requested = fileName(namesIn(planned).at(-1)!)
    expect(await devMediaFile(requested, dev)).toBe(true)
    expect(await readdir(dev.outDir)).toContain(requested)
    // The background makes the others, then writes the record a build reads, and the page's image gets its preview.
    const all = [...namesIn(built).map(fileName), ...(await readdir(build.outDir)).filter((n) => n.endsWith('.json'))]
    await expect.poll(async () => (await readdir(dev.outDir)).sort(), { timeout: 15_000 }).toEqual(all.sort())
    await expect.poll(() => planned.placeholder).toBe(built.placeholder)
    expect(planned).toEqual(built)
    // A file no page names is not made.
    expect(await devMediaFile('photo-9999.abcdefghij.avif', dev)).toBe(false)
  })
})
