import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Regression: preloading a language link (hover, keyboard focus) used to activate that locale on the one shared
 * i18n instance, turning the whole page into another language while URL and `lang` stayed Portuguese.
 */
const LAYOUTS = [
  { layout: 'default', url: '/pt-br/quem-somos', width: 1280 },
  { layout: 'default (drawer)', url: '/pt-br/contato', width: 390 },
  { layout: 'alternative', url: '/pt-br/noticias', width: 1280 },
  { layout: 'bare (business card)', url: '/pt-br/contato-rafael', width: 390 },
]

async function snapshot(page: Page) {
  return {
    h1: await page.getByRole('heading', { level: 1 }).first().textContent(),
    title: await page.title(),
    lang: await page.locator('html').getAttribute('lang'),
    main: await page.locator('main').innerText(),
    chrome: await page.locator('header, footer').allInnerTexts(),
  }
}

// The landing layout shows no language links, so every layout that has them is covered.
test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner from appearing in the middle of the comparison.
  await page.addInitScript(() => localStorage.setItem('cookies-accepted', 'false'))
})

for (const { layout, url, width } of LAYOUTS) {
  test(`${layout}: hovering and focusing every language link leaves the page as it was`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url)
    await waitForHydration(page)
    const before = await snapshot(page)
    const links = page.locator('a[hreflang]:not([hreflang="pt-BR"])')
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) {
      await link.focus()
      if (await link.isVisible()) await link.hover()
    }
    // Give any preload time to finish and render.
    await page.waitForLoadState('networkidle')
    await page.mouse.move(0, 0)
    expect(await snapshot(page)).toEqual(before)
    await expect(page).toHaveURL(url)
  })
}

test('after hovering English, choosing Español switches cleanly to Spanish', async ({ page }) => {
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'English' }).hover()
  await page.waitForLoadState('networkidle')
  await footer.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es-es/quem-somos')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  await expect(page.getByRole('link', { name: 'Inicio' }).first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/pt-br/quem-somos')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('link', { name: 'Início' }).first()).toBeVisible()
})
