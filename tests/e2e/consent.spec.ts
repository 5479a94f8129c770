import type { Page } from '@playwright/test'
import { BANNER_DELAY_MS } from '../../src/consent/consentStore'
import { expect, test, waitForHydration } from './fixtures'
import { pixelCalls, recordBannerTime, recordTrackers } from './trackers'

const banner = (page: Page) => page.locator('[data-consent-banner]')

// Logic, the same in every locale: checked in the default one. The banner shows in the others too: es-es in
// cookie-banner-zoom.spec.ts, en-us in font.spec.ts (a late font, /en-us/quem-somos).
for (const locale of ['pt-br']) {
  test(`${locale}: nothing is tracked, stored or set before a choice, and the banner appears after 1 s`, async ({
    page,
    context,
  }) => {
    const trackers = await recordTrackers(page)
    const bannerShown = await recordBannerTime(page)
    await page.goto(`/${locale}`)
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    // Measured on the page's clock, from the mark the page sets when its wait starts (after hydration).
    expect(await bannerShown()).toBeGreaterThanOrEqual(BANNER_DELAY_MS)
    expect(trackers).toEqual([])
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false)
  })
}

test('accepting stores "true", loads both tag managers and the pixel at once, Consent Mode first', async ({ page }) => {
  const trackers = await recordTrackers(page)
  await page.goto('/pt-br')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Aceitar' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('true')
  await expect.poll(() => trackers.length).toBe(3)
  expect(trackers.sort()).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js',
    'https://www.googletagmanager.com/gtm.js?id=GTM-NUV0RA1',
    'https://www.googletagmanager.com/gtm.js?id=GTM-NUV0RA2',
  ])
  const consent = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((entry) => (entry as ArrayLike<unknown>)[0] === 'consent')
      .map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2)),
  )
  expect(consent).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ])
  expect(await pixelCalls(page)).toEqual([
    ['init', '000000000000000'],
    ['track', 'PageView', { path: '/pt-br' }],
  ])
})

test('a stored "true" starts tracking immediately with no banner, and each page a link opens sends its one page-view', async ({
  page,
}) => {
  const trackers = await recordTrackers(page)
  await page.addInitScript(() => localStorage.setItem('cookies-accepted', 'true'))
  await page.goto('/en-us')
  await waitForHydration(page)
  await expect.poll(() => trackers.length).toBe(3)
  await page.waitForTimeout(1200)
  await expect(banner(page)).toHaveCount(0)

  // Every page is a document of its own: each one a link opens starts at its top and counts one page-view.
  const pageViews = async () => (await pixelCalls(page)).filter((call) => call[1] === 'PageView')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/en-us\/contato$/)
  await waitForHydration(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect.poll(pageViews).toEqual([['track', 'PageView', { path: '/en-us/contato' }]])
  await page.getByRole('link', { name: 'Nuvora, home page' }).first().click()
  await expect(page).toHaveURL(/\/en-us$/)
  await waitForHydration(page)
  await expect.poll(pageViews).toEqual([['track', 'PageView', { path: '/en-us' }]])
  await page.waitForTimeout(300)
  expect(await pageViews()).toHaveLength(1)
  await expect(banner(page)).toHaveCount(0)
})

test('rejecting stores "false", tracks nothing and does not ask again; cookie settings reopen the choice', async ({
  page,
}) => {
  const trackers = await recordTrackers(page)
  await page.goto('/es-es')
  await waitForHydration(page)
  await banner(page).getByRole('button').first().click()
  expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('false')
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(1300)
  await expect(banner(page)).toHaveCount(0)
  await page.locator('footer nav').first().getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/\/es-es\/quem-somos$/)
  await page.waitForTimeout(300)
  expect(trackers).toEqual([])

  await page.locator('footer').getByRole('button').click()
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button').last().click()
  await expect.poll(() => trackers.length).toBe(3)
})

test('accept and reject are keyboard reachable and equally prominent', async ({ page }) => {
  await recordTrackers(page)
  await page.goto('/pt-br')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  const [reject, accept] = await Promise.all([
    banner(page).getByRole('button', { name: 'Recusar' }).boundingBox(),
    banner(page).getByRole('button', { name: 'Aceitar' }).boundingBox(),
  ])
  expect(reject!.height).toBe(accept!.height)
  expect(reject!.height).toBeGreaterThanOrEqual(24)
  await banner(page).getByRole('button', { name: 'Recusar' }).focus()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
})

test('the thank-you page sends one lead event when tracking is accepted, none otherwise', async ({ page }) => {
  const trackers = await recordTrackers(page)
  await page.goto('/pt-br/obrigado')
  await waitForHydration(page)
  await page.waitForTimeout(300)
  expect(trackers).toEqual([])

  await page.evaluate(() => localStorage.setItem('cookies-accepted', 'true'))
  await page.reload()
  await waitForHydration(page)
  await expect
    .poll(async () => (await pixelCalls(page)).filter((call) => call[1] === 'Lead'))
    .toEqual([['track', 'Lead']])
  await page.waitForTimeout(300)
  expect((await pixelCalls(page)).filter((call) => call[1] === 'Lead')).toHaveLength(1)
})

test('the business card never shows the cookie banner', async ({ page }) => {
  for (const path of ['/contato-rafael', '/en-us/contato-rafael']) {
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForTimeout(1500)
    await expect(banner(page)).toHaveCount(0)
  }
})

test('while the banner is open, keyboard focus never lands hidden behind it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/pt-br')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  const bannerTop = (await banner(page).boundingBox())!.y
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body || element.closest('[data-consent-banner]')) return null
      const box = element.getBoundingClientRect()
      return { bottom: box.bottom, label: element.textContent?.trim().slice(0, 30) }
    })
    if (focused) expect(focused.bottom, focused.label).toBeLessThanOrEqual(bannerTop + 1)
  }
})

test.describe('while the banner is open, focus that is already in view does not move the page', () => {
  test('a click on the hero text focuses the main region and leaves the page where it is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/pt-br')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    await page.locator('h1').click()
    // The scroll position once the frame after the click has been laid out.
    expect(await page.evaluate(() => new Promise((settle) => requestAnimationFrame(() => settle(scrollY))))).toBe(0)
    await expect(page.locator('main')).toBeFocused()
  })

  test('the skip link focuses the main region with its top in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/pt-br')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    const top = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(700)
  })
})
