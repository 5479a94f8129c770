import { createHash } from 'node:crypto'
import { access, readdir, readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, parseLocalePath, stripTrailingSlash } from '../i18n/locales'
import { notFoundUrls } from '../config/notFoundUrls'

/** A file of the built site, held in memory with its compressed forms. */
export interface SiteFile {
  body: Buffer
  gzip?: Buffer
  brotli?: Buffer
  contentType: string
  /** Hash of the identity body; each encoding's ETag derives from it (see `etagFor`). */
  etag: string
  cacheControl: string
}

/** A distinct ETag per encoding, since the bodies differ (`"h"`, `"h-br"`, `"h-gz"`). */
export function etagFor(file: SiteFile, encoding: 'br' | 'gzip' | undefined): string {
  return encoding ? `${file.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : file.etag
}

/** Files worth compressing: the build writes their `.br` and `.gz` twins (`scripts/export-static.ts`). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.vcf'])
export const MIN_COMPRESS_BYTES = 512

/** The `Content-Type` of a file by its extension (`.avif`). */
export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.vcf': 'text/vcard; charset=utf-8',
  '.woff2': 'font/woff2',
}

/**
 * The files the build writes for servers only, never served (here, nor by the generated nginx config): the
 * precompressed twins, the CDN rules, Vite's manifests. Plain regular expressions, which nginx (PCRE) reads alike.
 */
export const SERVER_ONLY_PATHS: readonly RegExp[] = [
  /\.(br|gz)\/*$/,
  /^\/_(headers|redirects|moved\.json)\/*$/,
  /^\/\.vite(\/|$)/,
  /^\/assets\.json/,
]

/**
 * The prerendered site (`dist/client`), read into memory at start. Requests are answered from this map only,
 * so no path can reach a file outside it (no traversal, no directory listing); a file a rebuild adds later is read
 * into it by `readSiteFile`. The build writes each file's `.br` and `.gz` twins, read here as they are; a file
 * without them (a build made before) is compressed once.
 */
export async function loadSite(root: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>()
  for (const path of await walk(root)) {
    const urlPath = '/' + relative(root, path).split(sep).join('/')
    if (isServerOnly(urlPath)) continue
    files.set(urlPath, await siteFileAt(path, urlPath))
  }
  return files
}

/**
 * The file at `urlPath` read from disk now (one a rebuild wrote after the server started), or undefined when the
 * site holds none there. Only what `loadSite` would have read: a path of plain names (no `.` or `..` segment, no
 * empty one, no NUL or backslash), not a server-only file, a regular file whose real path lies inside the real
 * root (no symbolic link leads out of it).
 */
export async function readSiteFile(root: string, urlPath: string): Promise<SiteFile | undefined> {
  if (!isPlainUrlPath(urlPath) || isServerOnly(urlPath)) return undefined
  try {
    const realRoot = await realpath(root)
    const path = await realpath(join(realRoot, ...urlPath.split('/')))
    if (!path.startsWith(realRoot + sep) || !(await stat(path)).isFile()) return undefined
    return await siteFileAt(path, urlPath)
  } catch {
    return undefined
  }
}

/** The file a page's path is served from: `/` → `/index.html`, `/pt-br/contato` → `/pt-br/contato/index.html`. */
export function pageFilePath(path: string): string {
  return path === '/' ? '/index.html' : `${path}/index.html`
}

function isServerOnly(urlPath: string): boolean {
  return SERVER_ONLY_PATHS.some((pattern) => pattern.test(urlPath))
}

/** True for `/a/b.txt`: a leading slash, then names only (no `.`, `..` or empty segment, no NUL or backslash). */
function isPlainUrlPath(urlPath: string): boolean {
  const segments = urlPath.split('/')
  return (
    segments[0] === '' &&
    segments.slice(1).every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    !/[\\\0]/.test(urlPath)
  )
}

/** One file read with its compressed twins, its type, ETag and cache lifetime. */
async function siteFileAt(path: string, urlPath: string): Promise<SiteFile> {
  const extension = extname(path).toLowerCase()
  const body = await readFile(path)
  const compress = COMPRESSIBLE.has(extension) && body.length > MIN_COMPRESS_BYTES
  return {
    body,
    gzip: compress ? await twin(`${path}.gz`, () => gzipSync(body, { level: 9 })) : undefined,
    brotli: compress
      ? await twin(`${path}.br`, () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      : undefined,
    contentType: contentTypeOf(extension),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: cacheControlFor(urlPath, extension),
  }
}

async function twin(path: string, make: () => Buffer): Promise<Buffer> {
  try {
    await access(path)
    return await readFile(path)
  } catch {
    return make()
  }
}

/** Cache lifetimes, shared with the static-hosting export (nginx, CDN headers). */
export const CACHE_CONTROL = {
  /** Content-hashed names under /assets/: never change. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages: always revalidated, so a deploy shows at once. */
  page: 'public, max-age=0, must-revalidate',
  /** Other files (images, vCard, robots.txt): an hour. */
  file: 'public, max-age=3600',
  /** Permanent redirects (prefix-less paths, trailing slashes, host rules): an hour, so a fix reaches everyone. */
  redirect: 'public, max-age=3600',
}

function cacheControlFor(urlPath: string, extension: string): string {
  if (urlPath.startsWith('/assets/')) return CACHE_CONTROL.hashed
  if (extension === '.html') return CACHE_CONTROL.page
  return CACHE_CONTROL.file
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  )
  return nested.flat()
}

/** The addresses pages' slugs replaced and where each moved (`from` → `to`), written by the export for the server. */
export const MOVED_PAGES_FILE = '_moved.json'

/** The moved addresses of the build in `root` (none when it has no such file). */
export async function loadMovedPages(root: string): Promise<Map<string, string>> {
  try {
    const moved = JSON.parse(await readFile(join(root, MOVED_PAGES_FILE), 'utf8')) as Array<{
      from: string
      to: string
    }>
    return new Map(moved.map(({ from, to }) => [from, to]))
  } catch {
    return new Map()
  }
}

export type Resolution = { kind: 'file'; file: SiteFile; status: 200 | 404 } | { kind: 'redirect'; location: string }

/**
 * What a GET of `pathname` answers: the file or page, a 301 to the canonical address
 * (no trailing slash; `/quem-somos` → `/pt-br/quem-somos`; a page's address before its slug → the slug's, from
 * `moved`), or the localized not-found page with 404.
 */
export function resolveRequest(
  files: Map<string, SiteFile>,
  pathname: string,
  search: string,
  moved: ReadonlyMap<string, string> = new Map(),
): Resolution {
  const page = (path: string) => files.get(pageFilePath(path))
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = stripTrailingSlash(pathname)
    if (page(trimmed) || files.get(trimmed)) return { kind: 'redirect', location: trimmed + search }
  }
  const direct = files.get(pathname)
  if (direct && !pathname.endsWith('.html')) return { kind: 'file', file: direct, status: 200 }
  const html = isNotFoundUrl(pathname) ? undefined : page(pathname)
  if (html) return { kind: 'file', file: html, status: 200 }

  const movedTo = moved.get(stripTrailingSlash(pathname))
  if (movedTo) return { kind: 'redirect', location: movedTo + search }
  const { locale, path } = parseLocalePath(pathname)
  if (!locale && page(`/${DEFAULT_LOCALE}${path}`) && !isNotFoundUrl(`/${DEFAULT_LOCALE}${path}`)) {
    return { kind: 'redirect', location: `/${DEFAULT_LOCALE}${path}${search}` }
  }
  // A locale in progress with no published page has no not-found page of its own (notFoundLocales).
  const notFound = page(notFoundUrls[locale ?? DEFAULT_LOCALE]) ?? page(notFoundUrls[DEFAULT_LOCALE])
  if (!notFound) throw new Error('The build has no not-found page; run `npm run build`.')
  return { kind: 'file', file: notFound, status: 404 }
}

function isNotFoundUrl(pathname: string): boolean {
  return Object.values(notFoundUrls).includes(pathname)
}
