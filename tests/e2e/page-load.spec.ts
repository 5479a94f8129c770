import { gzipSync } from 'node:zlib'
import type { Response } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { brandFaceStatus, FONT_EXTENSION, FONT_FILE } from './fontDownloads'
import { jsPageKinds, totalKb } from './javascriptDownloads'

/**
 * One visit to each page kind, and every check that watches that first load (before, `js-budget.spec`,
 * `icons.spec` and `font.spec` each loaded the same kinds again):
 * - JavaScript: what Chromium downloads after load, hydration and network idle, in gzip, within the kind's budget
 *   (bytes, not time), and on the home page in at most `HOME_MAX_SCRIPT_FILES` files;
 * - icons: the page's code holds icon names only, so the icon set's own chunk never loads on a first visit (only
 *   after a client-side navigation to an icon the page was not prerendered with), and every `<use>` resolves;
 * - font: the preloaded woff2 is fetched once, for both the preload and the CSS, and no other font file.
 * The gallery (no script) and an unknown address (the not-found page, answered with 404) get the font checks.
 */
const SITE = `${process.env.DIST_DIR ?? 'dist'}/client`
/** A path of the close icon's body: only the icon set's own chunk holds it. */
const ICON_SET_MARKER = 'M18 6 6 18'
/**
 * A phrase of a config check's rule (the hero's, `sections/hero/problems.ts`): the rules sections add to their schema
 * run on the server only, so no page's scripts hold them.
 */
const CONFIG_RULE_MARKER = 'states a reply time'

const LOADS: { kind: string; url: string; budgetKb?: number; maxFiles?: number; script: boolean }[] = [
  ...jsPageKinds(SITE).map((kind) => ({ ...kind, script: true })),
  { kind: 'gallery', url: '/_gallery/pt-br', script: false },
  { kind: 'unknown address', url: '/en-us/nothing-here', script: true },
]

for (const { kind, url, budgetKb, maxFiles, script } of LOADS) {
  const checks = [
    ...(budgetKb ? [`at most ${budgetKb} KB of JavaScript (gzip)`, 'no icon set code, every icon resolved'] : []),
    ...(maxFiles ? [`at most ${maxFiles} script files`] : []),
    'the preloaded woff2 once and no other font',
  ]
  test(`${kind} (${url}): ${checks.join('; ')}`, async ({ page }, testInfo) => {
    const scripts: Response[] = []
    const fonts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || FONT_EXTENSION.test(new URL(request.url()).pathname))
        fonts.push(new URL(request.url()).pathname)
    })
    await page.goto(url, { waitUntil: 'load' })
    if (script) await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const loaded = [...scripts]
    await page.evaluate(() => document.fonts.ready)

    if (budgetKb) {
      const bodies = await Promise.all(loaded.map((response) => response.body()))
      const downloads = loaded.map((response, index) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(bodies[index]!, { level: 9 }).length,
      }))
      const listing = downloads
        .map((download) => `${(download.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${download.url}`)
        .join('\n')
      const total = totalKb(downloads)
      testInfo.annotations.push({ type: 'javascript', description: `${total} KB in ${downloads.length} files` })
      expect.soft(total, `${kind}: ${total} KB in ${downloads.length} files\n${listing}`).toBeLessThanOrEqual(budgetKb)
      if (maxFiles) expect.soft(downloads.length, `${kind}: script files\n${listing}`).toBeLessThanOrEqual(maxFiles)

      const withIconSet = downloads.filter((_download, index) => bodies[index]!.includes(ICON_SET_MARKER))
      expect.soft(withIconSet, 'scripts holding the icon set').toEqual([])
      const withConfigRules = downloads.filter((_download, index) => bodies[index]!.includes(CONFIG_RULE_MARKER))
      expect.soft(withConfigRules, "scripts holding the config check's rules").toEqual([])
      const unresolved = await page.evaluate(() =>
        [...document.querySelectorAll('#root use')]
          .map((use) => use.getAttribute('href')!)
          .filter((href) => !document.getElementById(href.slice(1))),
      )
      expect.soft(unresolved, 'icons without their symbol').toEqual([])
    }

    expect.soft(await brandFaceStatus(page), 'the brand face').toContain('loaded')
    expect.soft(fonts, 'font files fetched').toHaveLength(1)
    expect.soft(fonts[0], 'the font file').toMatch(FONT_FILE)
    // The preload was used: the browser fetched the file once, for both the preload and the CSS.
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    )
    expect.soft(entries, 'what fetched the font').toEqual(['link'])
  })
}
