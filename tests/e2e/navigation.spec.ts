import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

test('the language picker keeps the path, swaps the locale and navigates without a reload', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  const picker = page.getByRole('button', { name: /Escolher idioma/ })
  await picker.click()
  await page.getByRole('link', { name: 'English' }).first().click()

  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom technology to help your business grow')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page).toHaveTitle(/Nuvora/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
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

test('a service link in the dropdown navigates client-side', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.getByRole('link', { name: 'Nuvora, página inicial' }).first().click()
  await expect(page).toHaveURL(/\/pt-br$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
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
