import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/** Records every request the browser makes for `path`, with its `Sec-Purpose` header (`prefetch` when ahead). */
function recordRequests(page: Page, path: string): string[] {
  const purposes: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) purposes.push(request.headers()['sec-purpose'] ?? 'navigation')
  })
  return purposes
}

test('the language picker keeps the path and swaps the locale; the page was fetched ahead', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  const requests = recordRequests(page, '/en-us')

  const picker = page.getByRole('button', { name: /Escolher idioma/ })
  await picker.click()
  const english = page.getByRole('link', { name: 'English' }).first()
  await english.hover()
  await expect.poll(() => requests).toEqual(['prefetch'])
  await english.click()

  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom technology to help your business grow')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page).toHaveTitle(/Nuvora/)
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: /Choose language: English/ })).toBeVisible()
})

test('language links are real links in the HTML (crawlable)', async ({ request }) => {
  const html = await (await request.get('/es-es')).text()
  for (const locale of ['pt-br', 'en-us', 'es-es']) expect(html).toContain(`href="/${locale}"`)
  // HTML attribute names are case-insensitive: React writes `hrefLang`, parsers and crawlers read `hreflang`.
  expect(html).toMatch(/ hreflang="en-US"/i)
})

test('the desktop services dropdown opens on hover after its delay, and by keyboard', async ({ page }) => {
  await page.goto('/en-us')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Services' })
  const panelId = (await button.getAttribute('aria-controls'))!
  const panel = page.locator(`#${panelId}`)
  await expect(panel).toBeHidden()

  // Delays are timed in the page, from the pointer event to the panel's change, so a busy machine cannot fake them.
  const openedAfter = await timePanel(page, panelId, 'pointerenter', true)
  await button.hover()
  expect(await openedAfter(), 'ms from hover to the open panel (200 ms delay)').toBeGreaterThanOrEqual(190)
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link')).toHaveCount(8)
  await expect(panel.getByRole('link').first()).toContainText('Web platforms')

  // Leaving closes after 150 ms, so a pointer crossing a gap does not lose the menu.
  const closedAfter = await timePanel(page, panelId, 'pointerleave', false)
  await page.mouse.move(5, 600)
  expect(await closedAfter(), 'ms from leaving to the closed panel (150 ms delay)').toBeGreaterThanOrEqual(140)

  // Moving straight on to the next trigger skips the open delay.
  await button.hover()
  await expect(panel).toBeVisible()
  const language = page.getByRole('button', { name: /Choose language/ })
  await language.hover()
  const languagePanel = page.locator(`#${await language.getAttribute('aria-controls')}`)
  await page.waitForTimeout(100)
  expect(await languagePanel.isVisible()).toBe(true) // well before the 200 ms open delay
  await expect(panel).toBeHidden()
  await page.mouse.move(5, 600)
  await expect(languagePanel).toBeHidden()

  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toBeFocused()
})

test('a service link in the dropdown opens its page from what was fetched while the pointer rested on it', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the suite's guard against external requests routes every request, and Playwright turns
  // the HTTP cache off for a context with routes, where no prefetch could be reused.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(error.message))
  await page.goto('/en-us')
  await waitForHydration(page)
  const requests = recordRequests(page, '/en-us/servicos/e-commerce')
  await page.getByRole('button', { name: 'Services' }).click()
  const service = page
    .getByRole('banner')
    .getByRole('link', { name: /E-commerce/ })
    .first()
  const prefetched = page.waitForResponse((response) => response.url().endsWith('/en-us/servicos/e-commerce'))
  await service.hover()
  await (await prefetched).finished()
  expect(requests).toEqual(['prefetch'])
  await service.click()
  await expect(page).toHaveURL(/\/en-us\/servicos\/e-commerce$/)
  await waitForHydration(page)
  // The page's body came from what was fetched ahead: at most a revalidation (headers only) went over the network.
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      deliveryType: string
    }
    return { deliveryType: entry.deliveryType, bodyBytes: entry.encodedBodySize, transferred: entry.transferSize }
  })
  expect(navigation.deliveryType, 'where the page came from').toBe('cache')
  expect(navigation.transferred, 'bytes the navigation transferred').toBeLessThan(navigation.bodyBytes / 10)
  expect(uncaught).toEqual([])
  await context.close()
})

/**
 * Starts timing, in the page, from `event` on the panel's dropdown (its parent) until the panel shows or hides, and
 * resolves once the page listens (so the pointer move that follows cannot come first); the returned function reads
 * the milliseconds. The panel is looked up on every frame, so a re-render that replaces it does not hide the change.
 */
async function timePanel(page: Page, panelId: string, event: 'pointerenter' | 'pointerleave', visible: boolean) {
  await page.evaluate(
    ([id, eventName, shown]) => {
      const timing = window as unknown as { panelTiming?: Promise<number> }
      timing.panelTiming = new Promise<number>((resolve) => {
        let at = 0
        document.getElementById(id)!.parentElement!.addEventListener(eventName, () => (at = performance.now()), {
          once: true,
        })
        const check = () =>
          at && document.getElementById(id)?.checkVisibility() === shown
            ? resolve(performance.now() - at)
            : requestAnimationFrame(check)
        requestAnimationFrame(check)
      })
    },
    [panelId, event, visible] as const,
  )
  return () => page.evaluate(() => (window as unknown as { panelTiming: Promise<number> }).panelTiming)
}
