import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { REPLY_PROMISE } from './replyPromise'

/** The contact action's label in each language (`navigation.headerAction`). */
const ACTION = { 'pt-br': 'Fale com a gente', 'en-us': 'Talk to us', 'es-es': 'Habla con nosotros' } as const
const MENU = { 'pt-br': 'Abrir menu', 'en-us': 'Open menu', 'es-es': 'Abrir menú' } as const
const LOCALES = ['pt-br', 'en-us', 'es-es'] as const

/** One page of each layout that has a header, and how its phone menu opens. */
const LAYOUTS = [
  { layout: 'default', path: '/quem-somos', phone: 'drawer' },
  { layout: 'alternative', path: '/noticias', phone: 'panel' },
  { layout: 'landing', path: '/contrate', phone: 'bar' },
] as const

/** WCAG relative luminance of a computed `rgb()`/`rgba()` colour (its alpha ignored). */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number)
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/**
 * How far each visible control of the header stands out from the bar: the contrast of its own background (or, for
 * a transparent one, of nothing: 1) with the bar's surface.
 */
async function controlContrasts(page: Page) {
  const header = page.locator('header').first()
  const surface = await header.evaluate((element) => getComputedStyle(element).getPropertyValue('--surface').trim())
  const surfaceRgb = await page.evaluate((value) => {
    const probe = document.createElement('i')
    probe.style.color = value
    document.body.append(probe)
    const rgb = getComputedStyle(probe).color
    probe.remove()
    return rgb
  }, surface)
  const controls = await header.locator('a, button, summary').filter({ visible: true }).all()
  return Promise.all(
    controls.map(async (control) => {
      const [name, background] = await control.evaluate((element) => [
        element.textContent?.trim() || element.getAttribute('aria-label') || '',
        getComputedStyle(element).backgroundColor,
      ])
      const transparent = /rgba\(.*,\s*0\)$/.test(background!) || background === 'transparent'
      return { name: name!, contrast: transparent ? 1 : contrast(background!, surfaceRgb) }
    }),
  )
}

/** Chooses the action and checks it led to the contact page in the visitor's language, its form ready. */
async function followsToContact(page: Page, action: Locator, locale: string) {
  await action.click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/contato$`))
  await expect(page.locator('main form')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`))
}

for (const locale of LOCALES)
  for (const { layout, path, phone } of LAYOUTS) {
    test(`${layout} layout in ${locale} at 1280px: the filled contact action ends the header, its most contrasted control`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`/${locale}${path}`)
      await waitForHydration(page)
      const header = page.locator('header').first()
      const action = header.getByRole('link', { name: ACTION[locale], exact: true }).filter({ visible: true })
      await expect(action).toHaveCount(1)
      await expect(action).toBeInViewport({ ratio: 1 })
      await expect(action).toHaveAttribute('href', `/${locale}/contato`)
      // The last control of the bar, at its right end.
      const controls = await header.locator('a, button, summary').filter({ visible: true }).all()
      expect(await controls.at(-1)!.textContent()).toBe(ACTION[locale])
      const contrasts = await controlContrasts(page)
      const own = contrasts.find((control) => control.name === ACTION[locale])!
      expect(own.contrast, 'the action against the bar').toBeGreaterThanOrEqual(3)
      for (const other of contrasts.filter((control) => control !== own))
        expect(other.contrast, `${other.name} stands out less than the action`).toBeLessThan(own.contrast)
      await followsToContact(page, action, locale)
    })

    test(`${layout} layout in ${locale} at 390px: the phone menu (or bar) holds the contact action`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/${locale}${path}`)
      await waitForHydration(page)
      const header = page.locator('header').first()
      let scope: Locator = header
      if (phone !== 'bar') {
        // Below `sm` the bar keeps the logo and the menu button only.
        await expect(
          header.getByRole('link', { name: ACTION[locale], exact: true }).filter({ visible: true }),
        ).toHaveCount(0)
        await header.getByRole('button', { name: MENU[locale] }).click()
        scope = phone === 'drawer' ? page.getByRole('dialog') : header.locator('nav').filter({ visible: true }).last()
        // The menu ends with WhatsApp and the e-mail address under the action.
        await expect(scope.locator('a[href^="https://wa.me/"]')).toBeVisible()
        await expect(scope.locator('a[href^="mailto:"]')).toBeVisible()
      }
      const action = scope.getByRole('link', { name: ACTION[locale], exact: true }).filter({ visible: true })
      await expect(action).toHaveCount(1)
      await expect(action).toBeInViewport({ ratio: 1 })
      await followsToContact(page, action, locale)
      // Choosing it closes the menu.
      if (phone !== 'bar')
        await expect(header.getByRole('button', { name: MENU[locale] })).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('dialog[open]')).toHaveCount(0)
    })
  }

test.describe('the drawer', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('ends with the filled action, then WhatsApp and e-mail, pinned to its bottom edge', async ({ page }) => {
    await page.goto('/pt-br')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(390 - 300)
    const links = drawer.getByRole('link')
    const names = await links.evaluateAll((all) => all.map((link) => link.textContent?.trim()))
    expect(names.slice(-3)).toEqual([
      'Fale com a gente',
      'Conversar no WhatsApp (abre em nova aba)',
      'contato@nuvora.example',
    ])
    const action = drawer.getByRole('link', { name: 'Fale com a gente' })
    expect(await action.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/rgba\(.*, 0\)/)
    // The block sits on the drawer's bottom edge (the links above it leave the space between).
    const reply = drawer.getByText(REPLY_PROMISE['pt-br'])
    await expect(reply).toBeVisible()
    const [replyBox, drawerBox] = [await reply.boundingBox(), await drawer.boundingBox()]
    expect(drawerBox!.y + drawerBox!.height - (replyBox!.y + replyBox!.height)).toBeLessThanOrEqual(24)
  })

  test('by keyboard: Tab reaches the action after the menus, Enter opens the contact page and closes the drawer', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    const action = drawer.getByRole('link', { name: 'Talk to us' })
    for (let step = 0; step < 12 && !(await action.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab')
    await expect(action).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('link', { name: /WhatsApp/ })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(action).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/contato$/)
    await expect(drawer).toBeHidden()
  })
})

test('without JavaScript the phone menu ends with the action, WhatsApp and e-mail', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/es-es')
  const header = page.locator('header').first()
  await header.locator('summary[aria-label="Abrir menú"]').click()
  const action = header.getByRole('link', { name: 'Habla con nosotros' }).filter({ visible: true })
  await expect(action).toHaveCount(1)
  await expect(header.locator('a[href^="mailto:"]').filter({ visible: true })).toHaveCount(1)
  await action.click()
  await expect(page).toHaveURL(/\/es-es\/contato$/)
  await context.close()
})
