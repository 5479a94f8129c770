import type { Page } from '@playwright/test'

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
