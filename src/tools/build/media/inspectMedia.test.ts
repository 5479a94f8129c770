import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { deserialize, serialize } from 'node:v8'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BILLION_LAUGHS, pngDeclaring, truncatedPng } from '../../../testing/hostileImages'
import { inspectMedia } from './inspectMedia'

let root: string
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'inspect-'))
  await mkdir(join(root, 'team'))
  await picture(1600, 900)
    .jpeg()
    .toFile(join(root, 'team', 'ana.jpg'))
  // Stored landscape, shown portrait (EXIF orientation 6: turned a quarter).
  await picture(1600, 900)
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toFile(join(root, 'team', 'turned.jpg'))
  await picture(400, 300).gif().toFile(join(root, 'anim.gif'))
  await picture(400, 300).avif().toFile(join(root, 'photo.avif'))
  await writeFile(join(root, 'broken.png'), 'not a picture')
  await writeFile(join(root, 'huge.jpg'), '')
  await truncate(join(root, 'huge.jpg'), 21 * 1024 * 1024)
  await writeFile(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"/>')
  await writeFile(join(root, 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(
    join(root, 'tracker.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>fetch("/")</script></svg>',
  )
  await writeFile(join(root, 'CREDITS.md'), '# Credits')
  await writeFile(join(root, 'truncated.png'), await truncatedPng())
  await writeFile(join(root, 'giant.png'), await pngDeclaring(10_000, 5_000))
  await writeFile(join(root, 'bomb.svg'), BILLION_LAUGHS)
  await writeFile(
    join(root, 'prefixed.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><s:script xmlns:s="http://www.w3.org/2000/svg">fetch("/")</s:script></svg>',
  )
  await writeFile(
    join(root, 'encoded.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="&#104;ttps://x.example/p.png"/></svg>',
  )
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('reading the media folder for the config check', () => {
  it('lists every image by its path inside the folder, with format, size as shown, bytes and what is unsafe', async () => {
    const media = await inspectMedia(root)
    expect([...media.keys()]).toEqual([
      'anim.gif',
      'bomb.svg',
      'broken.png',
      'encoded.svg',
      'giant.png',
      'huge.jpg',
      'logo.svg',
      'photo.avif',
      'prefixed.svg',
      'sizeless.svg',
      'team/ana.jpg',
      'team/turned.jpg',
      'tracker.svg',
      'truncated.png',
    ])
    expect(media.get('team/ana.jpg')).toMatchObject({ format: 'jpeg', width: 1600, height: 900 })
    expect(media.get('team/turned.jpg')).toMatchObject({ format: 'jpeg', width: 900, height: 1600 })
    expect(media.get('anim.gif')).toMatchObject({ format: 'gif' })
    expect(media.get('photo.avif')).toMatchObject({ format: 'avif', width: 400, height: 300 })
    expect(media.get('broken.png')?.unsafe).toMatch(/^cannot be read as an image/)
    expect(media.get('huge.jpg')).toMatchObject({ bytes: 21 * 1024 * 1024 })
    expect(media.get('logo.svg')).toEqual({ format: 'svg', width: 64, height: 32, bytes: 61, unsafe: undefined })
    expect(media.get('sizeless.svg')?.unsafe).toBe('declares no size: give its <svg> a viewBox')
    expect(media.get('tracker.svg')?.unsafe).toMatch(/has a <script>/)
  })

  it('refuses what only the build would have found: cut-off pixels, entity bombs, what the optimizer decodes', async () => {
    const started = performance.now()
    const media = await inspectMedia(root)
    expect(media.get('truncated.png')).toMatchObject({ format: 'png', width: 400, height: 300 })
    expect(media.get('truncated.png')?.unsafe).toMatch(
      /^cannot be read as an image \(.+\); export it again as JPEG or PNG$/,
    )
    expect(media.get('bomb.svg')?.unsafe).toMatch(/<!DOCTYPE> with entities/)
    expect(media.get('prefixed.svg')?.unsafe).toMatch(/has a <script>/)
    expect(media.get('encoded.svg')?.unsafe).toMatch(/outside file \(https:\/\/x\.example\/p\.png\)/)
    // Its size, read from the header alone: the config check refuses it for its pixels (imageProblem).
    expect(media.get('giant.png')).toEqual({ format: 'png', width: 10_000, height: 5_000, bytes: expect.any(Number) })
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('keeps what each raster file was found to be by its bytes, for the next process; a changed file is read again', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'inspected-'))
    vi.stubEnv('BUILD_CACHE_DIR', cache)
    try {
      const fresh = async () => {
        // A new process: the module's memory of earlier reads is gone.
        vi.resetModules()
        return (await import('./inspectMedia')).inspectMedia(root)
      }
      const first = await fresh()
      const kept = join(cache, 'media-inspected')
      const files = await readdir(kept)
      // The readable rasters (ana, turned, anim, photo, giant); neither SVGs nor the files that failed.
      expect(files).toHaveLength(5)
      expect(await fresh()).toEqual(first)
      // What was kept is what the next process takes: each entry made to say 1234 pixels wide.
      for (const file of files) {
        const found = deserialize(await readFile(join(kept, file))) as { shown: { width: number } }
        await writeFile(join(kept, file), serialize({ ...found, shown: { ...found.shown, width: 1234 } }))
      }
      expect((await fresh()).get('team/ana.jpg')).toMatchObject({ format: 'jpeg', width: 1234, height: 900 })
      expect((await fresh()).get('truncated.png')?.unsafe).toMatch(/^cannot be read as an image/)
      // New bytes under the same name: read again.
      await picture(800, 600)
        .jpeg()
        .toFile(join(root, 'team', 'ana.jpg'))
      expect((await fresh()).get('team/ana.jpg')).toMatchObject({ format: 'jpeg', width: 800, height: 600 })
    } finally {
      vi.unstubAllEnvs()
      await picture(1600, 900)
        .jpeg()
        .toFile(join(root, 'team', 'ana.jpg'))
      await rm(cache, { recursive: true, force: true })
    }
  })

  it('is empty when the folder does not exist', async () => {
    expect((await inspectMedia(join(root, 'nowhere'))).size).toBe(0)
  })
})
