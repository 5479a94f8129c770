import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/**
 * At 200 % zoom and on short screens, a first visit must still leave the page readable: what stays pinned over the
 * content while the visitor reads (the header when it is sticky, and the cookie banner) covers at most 35 % of the
 * screen's height. 200 % zoom is a CSS viewport half the window's size at twice the pixel density: a 1280 × 800
 * laptop is 640 × 400 CSS px, a 390 × 844 phone 195 × 422.
 */
const MAX_SHARE = 0.35
const SCREENS = [
  { name: '1280×800 laptop at 200 % zoom', width: 640, height: 400, deviceScaleFactor: 2 },
  { name: '390×844 phone at 200 % zoom', width: 195, height: 422, deviceScaleFactor: 2 },
  { name: 'short 1280×600 window', width: 1280, height: 600, deviceScaleFactor: 1 },
  { name: 'short 390×600 phone', width: 390, height: 600, deviceScaleFactor: 1 },
] as const

/**
 * The share of the viewport's height covered by the header and the banner, their rects' union clipped to the
 * viewport, after the visitor has scrolled into the page (a header that scrolls away then covers nothing).
 */
function coveredShare(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: window.innerHeight, behavior: 'instant' })
    const spans = [document.querySelector('header'), document.querySelector('[data-consent-banner]')]
      .map((element) => element!.getBoundingClientRect())
      .map((box) => [Math.max(0, box.top), Math.min(window.innerHeight, box.bottom)] as const)
      .filter(([top, bottom]) => bottom > top)
      .sort((a, b) => a[0] - b[0])
    let covered = 0
    let reached = 0
    for (const [top, bottom] of spans) {
      covered += Math.max(0, bottom - Math.max(top, reached))
      reached = Math.max(reached, bottom)
    }
    return covered / window.innerHeight
  })
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
    })

    // The default locale and the longest: the English banner and header are as tall as theirs on every screen here
    // (banner 69, 140, 69 and 119 px, header 55 px), with shorter labels.
    for (const locale of ['pt-br', 'es-es'])
      test(`${locale}: the header and the cookie banner cover at most 35 % of the screen on a first visit`, async ({
        page,
      }) => {
        await page.goto(`/${locale}`)
        await waitForHydration(page)
        const banner = page.locator('[data-consent-banner]')
        await expect(banner).toBeVisible()
        // Both choices and the policy link stay on screen, whole.
        for (const control of await banner.locator('a, button').all())
          await expect(control).toBeInViewport({ ratio: 1 })
        const share = await coveredShare(page)
        expect(share, `covered share ${(share * 100).toFixed(1)} %`).toBeLessThanOrEqual(MAX_SHARE)
      })
  })
}
