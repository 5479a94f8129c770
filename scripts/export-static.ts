import { mkdir, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { buildOutputDir } from '../src/tools/build/buildCache'
import { headersFile, redirectsFile } from '../src/tools/build/export/cdn'
import { firstPaintRewriter } from '../src/tools/build/export/firstPaint'
import { nginxConf } from '../src/tools/build/export/nginx'
import { precompress } from '../src/tools/build/export/precompress'
import { readExportInput } from '../src/tools/build/export/exportInput'
import { pageDataRewriter } from '../src/tools/build/export/pageDataFiles'
import { publishMedia } from '../src/tools/build/media/buildMedia'
import { htmlFilePaths, rewriteHtmlFiles } from '../src/tools/build/export/rewriteHtmlFiles'
import { prefixlessRedirects } from '../src/tools/build/export/redirects'
import { notFoundLocales } from '../src/config/notFoundUrls'
import { MOVED_PAGES_FILE } from '../src/server/staticSite'
import { sitemapXml } from '../src/tools/build/export/sitemap'
import { writeSocialCards } from '../src/tools/build/socialCards/writeCards'
import { securityHeaders } from '../src/server/securityHeaders'
import {
  allInlineHashes,
  exportedPage,
  readExportRecord,
  writeExportRecord,
  type ExportRecord,
} from '../src/tools/build/export/exportRecord'
import { readExportSelection, type ExportSelection } from '../src/tools/build/incremental/exportSelection'

/**
 * Runs after `vike build` (`npm run build`): moves the data each page carries for the browser (its messages
 * already cut down to what it shows at prerender) into cached JSON files (`externalizePageData`), draws each page's social card (`dist/client/og/…`, cached outside `dist/` with the other build caches, `buildCacheDir`), writes the sitemap, the static-hosting files (`dist/nginx/site.conf`,
 * `dist/client/_headers`, `dist/client/_redirects`) and the `.br`/`.gz` twin of every compressible file. First it
 * inlines each page's CSS and defers its client entry past the first paint (`prepareFirstPaint`); the CSP of the
 * nginx and CDN files allows each page's inline elements by their hashes, page by page, computed from the pages as
 * written, exactly as the Node server does when it serves them. It loads no content (the routes and settings come from
 * `<dist>/cache/export-input.json`), so `scripts/build.ts` runs it in its own process, without Vite.
 */
export default async function exportStatic(): Promise<number> {
  const dist = buildOutputDir()
  const client = join(dist, 'client')
  const { routes, moved, settings, cards } = readExportInput(dist)
  const redirects = [...prefixlessRedirects(routes), ...moved]
  const withNotFound = notFoundLocales(routes)
  // An incremental build: the kept pages (and their data files, twins, cards) are finished; what the last export
  // computed of them comes from its record. A page the record lacks is read.
  const selection = readExportSelection(dist)
  const record = selection ? await readExportRecord(dist) : undefined
  const next: ExportRecord = { pages: {}, twins: {}, cards: {} }
  const images = await publishMedia(dist, client, selection?.previous)
  const drawn = await writeSocialCards(
    client,
    cards,
    { name: settings.name, host: new URL(settings.origin).host.replace(/^www\./, '') },
    {
      keys: next.cards,
      ...(selection && record ? { previous: { client: selection.previous, keys: record.cards } } : {}),
    },
  )
  const keptPages = new Set(selection?.pages ?? [])
  const pages = (await htmlFilePaths(client)).map((path) => ({ path, file: clientPath(client, path) }))
  const redone = pages.filter(({ file }) => !keptPages.has(file) || record?.pages[file] === undefined)
  // One pass over each page: its data moved out, then its first paint prepared; its record read from the result.
  const toDataFiles = await pageDataRewriter(client)
  const toFirstPaint = firstPaintRewriter(client)
  const rewritten = await rewriteHtmlFiles(
    client,
    async (html, path) => {
      const page = await toFirstPaint(await toDataFiles(html))
      next.pages[clientPath(client, path)] = exportedPage(page)
      return page
    },
    redone.map(({ path }) => path),
  )
  for (const { file } of pages) next.pages[file] ??= record!.pages[file]!
  // Each page's CSP allows its own inline elements (each page inlines the CSS it uses): the nginx and CDN files
  // carry them page by page; the other headers are the same everywhere.
  const headers = securityHeaders()
  const hashes = allInlineHashes(Object.values(next.pages))
  await writeFile(join(client, 'sitemap.xml'), sitemapXml(routes, settings.origin))
  await writeFile(join(client, MOVED_PAGES_FILE), JSON.stringify(moved))
  await writeFile(join(client, '_headers'), headersFile(headers, withNotFound, next.pages))
  await writeFile(
    join(client, '_redirects'),
    redirectsFile({
      hosts: settings.hosts,
      redirects,
      leadService: process.env.LEAD_SERVICE_ORIGIN ?? settings.origin,
      notFoundLocales: withNotFound,
    }),
  )
  await mkdir(join(dist, 'nginx'), { recursive: true })
  await writeFile(
    join(dist, 'nginx', 'site.conf'),
    nginxConf({
      root: process.env.NGINX_ROOT ?? client,
      listen: process.env.NGINX_LISTEN ?? '80',
      leadService: process.env.LEAD_SERVICE ?? '127.0.0.1:3000',
      headers,
      pages: next.pages,
      hosts: settings.hosts,
      redirects,
      notFoundLocales: withNotFound,
    }),
  )
  const compressed = await precompress(client, { kept: keptTwins(selection, record), keys: next.twins })
  await writeExportRecord(dist, next)
  console.log(
    `✓ ${images} image files, ${drawn.cards} social cards (${drawn.rendered} drawn, ${drawn.reused} from the cache or the last build), ${redone.length} pages exported (${pages.length - redone.length} kept as they were), ${rewritten} rewritten (CSP hashes, page by page: ${hashes.styles.length} styles, ${hashes.scripts.length} scripts), sitemap (${routes.length} routes), nginx and CDN files, ${compressed.files} files precompressed (${compressed.reused} unchanged, from the cache; ${compressed.kept} kept)`,
  )
  return 0
}

/** `path` (under `client`) relative to it, `/`-separated, as the build's records name files. */
function clientPath(client: string, path: string): string {
  return relative(client, path).split(sep).join('/')
}

/**
 * The files whose twins `reusePages` moved with them from the previous build, each with its cache key from the
 * last export's record: precompression leaves them as they are.
 */
function keptTwins(selection: ExportSelection | null, record: ExportRecord | undefined): Record<string, string> {
  if (!selection || !record) return {}
  const reused = new Set(selection.reused)
  const kept: Record<string, string> = {}
  for (const file of reused) {
    const key = record.twins[file]
    if (key !== undefined && reused.has(`${file}.br`) && reused.has(`${file}.gz`)) kept[file] = key
  }
  return kept
}
