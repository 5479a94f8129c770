import { expect, test } from './fixtures'
import { javascriptDownloads, jsPageKinds, totalKb } from './javascriptDownloads'

const SITE = `${process.env.DIST_DIR ?? 'dist'}/client`

// Bytes, not time: what Chromium downloads on each page kind after load, hydration and network idle, gzip.
for (const { kind, url, budgetKb } of jsPageKinds(SITE)) {
  test(`${kind} (${url}) downloads at most ${budgetKb} KB of JavaScript (gzip)`, async ({ page }) => {
    const scripts = await javascriptDownloads(page, url)
    const listing = scripts
      .map((script) => `${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`)
      .join('\n')
    expect(
      totalKb(scripts),
      `${kind}: ${totalKb(scripts)} KB in ${scripts.length} files\n${listing}`,
    ).toBeLessThanOrEqual(budgetKb)
  })
}
