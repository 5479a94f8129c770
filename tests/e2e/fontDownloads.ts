import type { Page } from '@playwright/test'

/** The brand face's one file as the build serves it (`/assets/…/instrument-sans-latin-wght-normal.<hash>.woff2`). */
export const FONT_FILE = /\/assets\/[\w/-]*instrument-sans-latin-wght-normal\.[\w-]+\.woff2$/
/** Any font file, by its extension. */
export const FONT_EXTENSION = /\.(woff2?|ttf|otf|eot)(\?|$)/i
/** The brand face's family, as `src/design/fonts.css` declares it. */
export const BRAND_FAMILY = 'Instrument Sans Variable'

/** The brand face's state in the page: `loaded` once the file arrived, `error` when it never will. */
export function brandFaceStatus(page: Page): Promise<string[]> {
  return page.evaluate(
    (family) => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === family).map((f) => f.status),
    BRAND_FAMILY,
  )
}

/** The font files a page downloaded: their paths and bytes as served (woff2 is compressed already: no twin). */
export interface FontDownloads {
  files: string[]
  bytes: number
}

/**
 * Opens `url` in `page` and answers every font file the browser fetched until the page had loaded and its fonts
 * were ready (Resource Timing: `encodedBodySize`, the body as it came over the wire).
 */
export async function fontDownloads(page: Page, url: string): Promise<FontDownloads> {
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const fonts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/i.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  )
  return { files: fonts.map((font) => font.path), bytes: fonts.reduce((sum, font) => sum + font.bytes, 0) }
}
