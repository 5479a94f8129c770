import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { FIRST_ROUND_TRIP_BYTES, PAGE_BROTLI_QUALITY } from '../../src/tools/build/export/precompress'
import type { FontDownloads } from './fontDownloads'

export { FIRST_ROUND_TRIP_BYTES }

/**
 * The page kinds `npm run bench` measures (scripts/bench.mjs), by name and path after the locale: each has the same
 * path in every locale. The first response of each, in each locale, fits in `FIRST_ROUND_TRIP_BYTES` (issue #39).
 */
export const BENCHED_KINDS: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['home', ''],
  ['contact', '/contato'],
  ['e-commerce landing', '/servicos/e-commerce'],
  ['about', '/quem-somos'],
  ['news article', '/noticias/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs'],
  ['AI products', '/produtos-de-ia'],
]

/** A page's HTML as its first round trip carries it, and the inline CSS within it. */
export interface FirstRoundTrip {
  /** The HTML file, and as served with brotli (the build's `.br` twin). */
  htmlBytes: number
  htmlBrotli: number
  /** The inline `<style>` of the page (`src/tools/build/export/firstPaint.ts`), and alone at the pages' brotli quality. */
  cssBytes: number
  cssBrotli: number
}

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }).length

/** The page at `url` (`/pt-br`) of the built site under `siteRoot` (`dist/client`), measured as served. */
export function firstRoundTrip(siteRoot: string, url: string): FirstRoundTrip {
  const path = join(siteRoot, url, 'index.html')
  const html = readFileSync(path, 'utf8')
  const css = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!).join('\n')
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlBrotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotli(html),
    cssBytes: Buffer.byteLength(css),
    cssBrotli: css ? brotli(css) : 0,
  }
}

/** One line of the bench's report: the fonts a page downloaded, its HTML and its inline CSS in brotli. */
export function firstTripCells(fonts: FontDownloads, trip: FirstRoundTrip): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(5)
  const mark = (bytes: number) => (bytes > FIRST_ROUND_TRIP_BYTES ? '✗' : '✓')
  return [
    `fonts ${kb(fonts.bytes)} KB in ${fonts.files.length} file${fonts.files.length === 1 ? ' ' : 's'}`,
    `HTML ${kb(trip.htmlBrotli)} KB br (${kb(trip.htmlBytes)} KB) ${mark(trip.htmlBrotli)}`,
    `inline CSS ${kb(trip.cssBrotli)} KB br (${kb(trip.cssBytes)} KB) ${mark(trip.cssBrotli)}`,
  ].join('   ')
}
