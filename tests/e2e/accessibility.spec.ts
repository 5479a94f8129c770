import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { prerenderedUrls } from './routes'

/**
 * Every route in every locale (all prerendered pages): zero axe WCAG 2.2 AA violations on a phone and a desktop,
 * and no horizontal scrolling at 320px (WCAG 1.4.10 reflow).
 */
for (const url of prerenderedUrls()) {
  test(`${url}: no axe violation at 390 and 1280px, no horizontal scroll at 320px`, async ({ page }) => {
    // Two full axe runs on the longest pages take 15–25 s on two cores: room for a loaded machine.
    test.setTimeout(60_000)
    // One load per route; the page is re-checked after each resize, as a visitor rotating a tablet would see it.
    await page.setViewportSize({ width: 1280, height: 844 })
    await page.goto(url)
    await waitForHydration(page)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await axeViolations(page), `axe at ${width}px`).toEqual([])
    }
    await page.setViewportSize({ width: 320, height: 640 })
    const overflow = await page.evaluate(() => {
      const root = document.documentElement
      if (root.scrollWidth <= root.clientWidth) return null
      // Names the widest culprits, so the failure says what to fix.
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .filter((element) => !element.closest('[aria-roledescription="carousel"]'))
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
      return { scrollWidth: root.scrollWidth, culprits }
    })
    expect(overflow, 'horizontal scroll at 320px').toBeNull()
  })
}
