import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../../../server/staticSite'
import { buildCacheDir, markUsed, pruneUnused } from '../cacheDirs'

/** The two twins of a file's bytes. */
export interface Twins {
  br: Buffer
  gz: Buffer
}

export interface PrecompressOptions {
  /**
   * Where twins are kept by a hash of the file's bytes, so an unchanged file is not compressed again on the next
   * build, even after `rm -rf dist` (default: `precompress/` of the build caches, `buildCacheDir`).
   */
  cacheDir?: string
  /** How many files are compressed at once (default: the machine's cores). */
  concurrency?: number
  /** Makes the twins of a file's bytes at a brotli quality (default: `compressTwins`; tests count its calls). */
  compress?: (body: Buffer, brotliQuality: number) => Promise<Twins>
  /**
   * Files whose twins are in place already, each with its cache key (by path relative to `dir`, `/`-separated):
   * the kept pages' files an incremental build moved from the previous one. They are not read again.
   */
  kept?: Readonly<Record<string, string>>
  /** Filled with the cache key of every file given twins, by path (for the next build's `kept`). */
  keys?: Record<string, string>
}

/** What a run did: files given twins, of which compressed now, taken from the cache and kept in place. */
export interface PrecompressStats {
  files: number
  compressed: number
  reused: number
  kept: number
}

/** Brotli quality of the files the site has one or two of per page: its HTML and its data under `/assets/data/`. */
export const PAGE_BROTLI_QUALITY = 8
/** Brotli quality of the shared assets (scripts, styles, images, fonts): few files, fetched by every page. */
export const ASSET_BROTLI_QUALITY = 11

/** What a connection's first round trip carries: an initial window of 10 segments of 1,460 bytes (RFC 6928). */
export const FIRST_ROUND_TRIP_BYTES = 14_600

/**
 * Brotli quality of a page whose HTML at `PAGE_BROTLI_QUALITY` would not fit in `FIRST_ROUND_TRIP_BYTES`: about
 * 8 % fewer bytes, at some 30 times the CPU (about 100 ms for the 124 KB home page), spent only where it saves a
 * round trip (issue #39). Most pages (the articles) fit at 8.
 */
export const OVERSIZED_PAGE_BROTLI_QUALITY = 11

/**
 * The most `OVERSIZED_PAGE_BROTLI_QUALITY` takes off a page's twin at `PAGE_BROTLI_QUALITY` (8 % measured on the
 * home page; this leaves room). A twin bigger than `FIRST_ROUND_TRIP_BYTES` by more stays at the fast quality: the
 * best one could not make it fit, and on a big page it costs most (the section gallery's 1.5 MB of HTML: 0.8 CPU-s
 * a locale, paid by every build that renders it again).
 */
export const OVERSIZED_PAGE_MAX_SAVING = 0.15

/**
 * A page's brotli twin: at `PAGE_BROTLI_QUALITY`, or at `OVERSIZED_PAGE_BROTLI_QUALITY` where that one is too big
 * for a first round trip and the better one may bring it within it.
 */
async function pageTwins(
  body: Buffer,
  compress: (body: Buffer, brotliQuality: number) => Promise<Twins>,
): Promise<Twins> {
  const twins = await compress(body, PAGE_BROTLI_QUALITY)
  if (twins.br.length <= FIRST_ROUND_TRIP_BYTES) return twins
  if (twins.br.length * (1 - OVERSIZED_PAGE_MAX_SAVING) > FIRST_ROUND_TRIP_BYTES) return twins
  const { br } = await compress(body, OVERSIZED_PAGE_BROTLI_QUALITY)
  return { br: br.length < twins.br.length ? br : twins.br, gz: twins.gz }
}

/**
 * The brotli quality of the file at `path` (relative to the served folder). Per-page files grow with the site:
 * at quality 11 a 68 KB page took 151 ms (four minutes of a 1,583-page build on two cores), at 8 it takes 3 ms
 * for 9 % more bytes (13.0 vs 11.9 KB, still within a connection's first round trip).
 */
export function brotliQualityOf(path: string): number {
  const url = `/${path.split(sep).join('/')}`
  return url.endsWith('.html') || url.startsWith('/assets/data/') ? PAGE_BROTLI_QUALITY : ASSET_BROTLI_QUALITY
}

/** Brotli at `brotliQuality` and gzip at level 9, on libuv's thread pool (zlib's async API). */
export async function compressTwins(body: Buffer, brotliQuality: number): Promise<Twins> {
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    promisify(gzip)(body, { level: 9 }),
  ])
  return { br, gz }
}

/**
 * Writes the `.br` and `.gz` twin of every compressible file over `MIN_COMPRESS_BYTES` under `dir`, several files
 * at once, brotli at `brotliQualityOf` the file (a page too big for a first round trip at that, at
 * `OVERSIZED_PAGE_BROTLI_QUALITY`). Twins are cached by the SHA-256 of the file and that quality, so a
 * rebuild compresses only what changed; the cache drops what no build has used for a while (`pruneUnused`). The
 * files named `kept` have theirs already and are left as they are.
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressStats> {
  const cacheDir = options.cacheDir ?? buildCacheDir('precompress')
  const compress = options.compress ?? compressTwins
  await mkdir(cacheDir, { recursive: true })
  const kept = options.kept ?? {}
  const keys = options.keys ?? {}
  const stats: PrecompressStats = { files: 0, compressed: 0, reused: 0, kept: 0 }
  const used = new Set<string>()
  const paths: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue
    const path = join(entry.parentPath, entry.name)
    const file = relative(dir, path).split(sep).join('/')
    const key = kept[file]
    if (key === undefined) {
      paths.push(path)
      continue
    }
    keys[file] = key
    used.add(`${key}.br`).add(`${key}.gz`)
    stats.files += 1
    stats.kept += 1
  }
  let writes = 0

  const twin = async (path: string) => {
    const body = await readFile(path)
    if (body.length <= MIN_COMPRESS_BYTES) return
    const file = relative(dir, path)
    const quality = brotliQualityOf(file)
    const page = file.endsWith('.html')
    const policy = page
      ? `q${quality}-${OVERSIZED_PAGE_BROTLI_QUALITY}-${FIRST_ROUND_TRIP_BYTES}-${OVERSIZED_PAGE_MAX_SAVING}`
      : `q${quality}`
    const key = `${createHash('sha256').update(body).digest('hex')}.${policy}`
    const cached = (suffix: 'br' | 'gz') => join(cacheDir, `${key}.${suffix}`)
    keys[file.split(sep).join('/')] = key
    used.add(`${key}.br`).add(`${key}.gz`)
    stats.files += 1
    try {
      await Promise.all([copyFile(cached('br'), `${path}.br`), copyFile(cached('gz'), `${path}.gz`)])
      await Promise.all([markUsed(cached('br')), markUsed(cached('gz'))])
      stats.reused += 1
      return
    } catch {
      // Not cached yet (or only half): compress it.
    }
    const { br, gz } = page ? await pageTwins(body, compress) : await compress(body, quality)
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    // Written aside then renamed, so a cache entry is never seen half-written; each write has its own temporary
    // name, as files with the same content may be compressed at the same time.
    for (const [suffix, bytes] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      const temporary = `${cached(suffix)}.${process.pid}.${(writes += 1)}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, cached(suffix))
    }
    stats.compressed += 1
  }

  let next = 0
  const worker = async () => {
    while (next < paths.length) await twin(paths[next++]!)
  }
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism())
  await Promise.all(Array.from({ length: concurrency }, worker))

  await pruneUnused(cacheDir, used)
  return stats
}
