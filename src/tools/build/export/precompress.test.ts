import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PRUNE_INTERVAL_HOURS, pruneMarkOf } from '../cacheDirs'
import { randomBytes } from 'node:crypto'
import {
  ASSET_BROTLI_QUALITY,
  compressTwins,
  FIRST_ROUND_TRIP_BYTES,
  OVERSIZED_PAGE_BROTLI_QUALITY,
  OVERSIZED_PAGE_MAX_SAVING,
  PAGE_BROTLI_QUALITY,
  precompress,
} from './precompress'

let work: string
let site: string
let cacheDir: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'precompress-'))
  site = join(work, 'client')
  cacheDir = join(work, 'cache')
  await mkdir(join(site, 'assets'), { recursive: true })
  await writeFile(join(site, 'index.html'), `<!doctype html>${'<p>Olá, mundo</p>'.repeat(100)}`)
  await writeFile(join(site, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  await writeFile(join(site, 'assets', 'tiny.css'), 'a{color:red}')
  await writeFile(join(site, 'logo.png'), Buffer.alloc(4000, 1))
})
afterEach(() => rm(work, { recursive: true, force: true }))

/** The real compressor, counting the files it is given. */
function counting() {
  const seen: number[] = []
  const qualities = new Map<number, number>()
  /** Each call's body length and brotli quality, in order. */
  const calls: Array<[number, number]> = []
  return {
    seen,
    qualities,
    calls,
    /** The qualities a body of `length` bytes was compressed at, in order. */
    qualitiesOf: (length: number) => calls.filter(([called]) => called === length).map(([, quality]) => quality),
    compress: (body: Buffer, quality: number) => (
      seen.push(body.length),
      qualities.set(body.length, quality),
      calls.push([body.length, quality]),
      compressTwins(body, quality)
    ),
  }
}

const twins = async () => {
  const files = (await readdir(site, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name)).sort()
  return Object.fromEntries(await Promise.all(files.map(async (name) => [name, await readFile(join(site, name))])))
}

describe('precompress', () => {
  it('writes the .br and .gz twin of every compressible file over 512 bytes, decoding to the file', async () => {
    const stats = await precompress(site, { cacheDir })
    expect(stats).toEqual({ files: 2, compressed: 2, reused: 0, kept: 0 })
    expect(Object.keys(await twins())).toEqual([
      'assets/app.js.br',
      'assets/app.js.gz',
      'index.html.br',
      'index.html.gz',
    ])
    const html = await readFile(join(site, 'index.html'))
    expect(brotliDecompressSync(await readFile(join(site, 'index.html.br')))).toEqual(html)
    expect(gunzipSync(await readFile(join(site, 'index.html.gz')))).toEqual(html)
  })

  it('compresses nothing on a rebuild of unchanged files and writes byte-identical twins', async () => {
    await precompress(site, { cacheDir })
    const first = await twins()
    // A rebuild writes a fresh site: the twins are gone, the files the same.
    for (const name of Object.keys(first)) await rm(join(site, name))
    const { seen, compress } = counting()
    expect(await precompress(site, { cacheDir, compress })).toEqual({ files: 2, compressed: 0, reused: 2, kept: 0 })
    expect(seen).toEqual([])
    expect(await twins()).toEqual(first)
  })

  it('leaves the files whose twins are kept from the last build as they are, and names every file’s key', async () => {
    const first: Record<string, string> = {}
    await precompress(site, { cacheDir, keys: first })
    expect(Object.keys(first).sort()).toEqual(['assets/app.js', 'index.html'])
    // An incremental build: the page and its twins are the last build's; the bundle is written anew.
    await rm(join(site, 'assets', 'app.js.br'))
    await rm(join(site, 'assets', 'app.js.gz'))
    await writeFile(join(site, 'index.html.br'), 'kept as it was')
    const { seen, compress } = counting()
    const keys: Record<string, string> = {}
    const kept = { 'index.html': first['index.html']! }
    expect(await precompress(site, { cacheDir, compress, kept, keys })).toEqual({
      files: 2,
      compressed: 0,
      reused: 1,
      kept: 1,
    })
    expect(seen).toEqual([])
    expect(keys).toEqual(first)
    expect(await readFile(join(site, 'index.html.br'), 'utf8')).toBe('kept as it was')
    expect(Object.keys(await twins())).toContain('assets/app.js.br')
  })

  it('recompresses a changed file only, and forgets the twins no build has needed for two weeks', async () => {
    await precompress(site, { cacheDir })
    const changed = `console.log(${JSON.stringify('y'.repeat(3000))})`
    await writeFile(join(site, 'assets', 'app.js'), changed)
    const { seen, compress } = counting()
    expect(await precompress(site, { cacheDir, compress })).toEqual({ files: 2, compressed: 1, reused: 1, kept: 0 })
    expect(seen).toEqual([changed.length])
    expect(brotliDecompressSync(await readFile(join(site, 'assets', 'app.js.br'))).toString()).toBe(changed)
    // The old app.js twins stay a while (another build sharing the cache may need them), then go.
    expect(await readdir(cacheDir)).toHaveLength(6)
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000)
    for (const name of await readdir(cacheDir)) await utimes(join(cacheDir, name), fifteenDaysAgo, fifteenDaysAgo)
    // The folder was last pruned a day ago (`PRUNE_INTERVAL_HOURS`).
    const dayAgo = new Date(Date.now() - (PRUNE_INTERVAL_HOURS + 1) * 3_600_000)
    await utimes(pruneMarkOf(cacheDir), dayAgo, dayAgo)
    await precompress(site, { cacheDir })
    expect(await readdir(cacheDir)).toHaveLength(4)
  })

  it('keeps its cache outside the build output: after rm -rf dist nothing is compressed again (regression: dist/cache/precompress)', async () => {
    const saved = process.env.BUILD_CACHE_DIR
    process.env.BUILD_CACHE_DIR = join(work, 'build-caches')
    try {
      await precompress(site)
      for (const name of Object.keys(await twins())) await rm(join(site, name))
      await rm(join(work, 'cache'), { recursive: true, force: true })
      const { seen, compress } = counting()
      expect(await precompress(site, { compress })).toEqual({ files: 2, compressed: 0, reused: 2, kept: 0 })
      expect(seen).toEqual([])
      expect(await readdir(join(work, 'build-caches', 'precompress'))).toHaveLength(4)
    } finally {
      if (saved === undefined) delete process.env.BUILD_CACHE_DIR
      else process.env.BUILD_CACHE_DIR = saved
    }
  })

  it('compresses as many files at once as it is told (the cores by default)', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      await writeFile(join(site, `${name}.svg`), `<svg>${name.repeat(900)}</svg>`)
    let running = 0
    let most = 0
    const compress = async (body: Buffer, quality: number) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running -= 1
      return compressTwins(body, quality)
    }
    await precompress(site, { cacheDir, compress, concurrency: 3 })
    expect(most).toBe(3)
  })

  it('compresses files with the same content at the same time (regression: both wrote one temporary cache file)', async () => {
    for (const name of ['a', 'b', 'c', 'd'])
      await writeFile(join(site, `${name}.svg`), `<svg>${'same'.repeat(900)}</svg>`)
    await precompress(site, { cacheDir, concurrency: 4 })
    for (const name of ['a', 'b', 'c', 'd'])
      expect(brotliDecompressSync(await readFile(join(site, `${name}.svg.br`))).toString()).toContain('samesame')
    expect((await readdir(cacheDir)).filter((file) => file.endsWith('.tmp'))).toEqual([])
  })

  it('compresses per-page files (HTML, page data) at a fast brotli quality and shared assets at the best', async () => {
    // One HTML file and one data file per page: brotli 11 took 151 ms per 68 KB page (1,583 pages: 4 minutes of
    // the build); quality 8 takes 3 ms for 9 % more bytes. Shared assets are few and stay at 11.
    await mkdir(join(site, 'assets', 'data'), { recursive: true })
    const data = JSON.stringify({ messages: 'y'.repeat(3000) })
    await writeFile(join(site, 'assets', 'data', 'page.abc.json'), data)
    const { qualities, compress } = counting()
    await precompress(site, { cacheDir, compress })
    const html = (await readFile(join(site, 'index.html'))).length
    const js = (await readFile(join(site, 'assets', 'app.js'))).length
    expect(qualities.get(html)).toBe(PAGE_BROTLI_QUALITY)
    expect(qualities.get(Buffer.byteLength(data))).toBe(PAGE_BROTLI_QUALITY)
    expect(qualities.get(js)).toBe(ASSET_BROTLI_QUALITY)
    expect([PAGE_BROTLI_QUALITY, ASSET_BROTLI_QUALITY]).toEqual([8, 11])
    expect(brotliDecompressSync(await readFile(join(site, 'index.html.br')))).toEqual(
      await readFile(join(site, 'index.html')),
    )
  })

  it('compresses a page too big for a first round trip at the fast quality at the best one, and caches that', async () => {
    // Issue #39: the first response fits in a connection's first round trip where a better brotli makes it fit.
    // Hex text: brotli makes it about half, so 30,000 characters are a little over 15 KB at either quality: over the
    // first round trip, but within what the best quality might save.
    const big = `<!DOCTYPE html><p>${randomBytes(15_000).toString('hex')}</p>`
    await writeFile(join(site, 'big.html'), big)
    const { calls, qualitiesOf, compress } = counting()
    await precompress(site, { cacheDir, compress })
    const small = (await readFile(join(site, 'index.html'))).length
    expect(qualitiesOf(small)).toEqual([PAGE_BROTLI_QUALITY])
    expect(qualitiesOf(big.length)).toEqual([PAGE_BROTLI_QUALITY, OVERSIZED_PAGE_BROTLI_QUALITY])
    const twin = await readFile(join(site, 'big.html.br'))
    expect(twin.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES)
    expect(brotliDecompressSync(twin).toString()).toBe(big)
    calls.length = 0
    await rm(join(site, 'big.html.br'))
    await precompress(site, { cacheDir, compress })
    expect(calls).toEqual([])
    expect(await readFile(join(site, 'big.html.br'))).toEqual(twin)
  })

  it('leaves a page the best quality could not bring within a first round trip at the fast one', async () => {
    // ~40 KB of brotli at either quality: more than OVERSIZED_PAGE_MAX_SAVING over the first round trip.
    const huge = `<!DOCTYPE html><p>${randomBytes(40_000).toString('hex')}</p>`
    await writeFile(join(site, 'huge.html'), huge)
    const { qualitiesOf, compress } = counting()
    await precompress(site, { cacheDir, compress })
    expect(qualitiesOf(huge.length)).toEqual([PAGE_BROTLI_QUALITY])
    const twin = await readFile(join(site, 'huge.html.br'))
    expect(twin.length * (1 - OVERSIZED_PAGE_MAX_SAVING)).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES)
    expect(brotliDecompressSync(twin).toString()).toBe(huge)
  })
})
