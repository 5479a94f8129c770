import { expect, test, waitForHydration } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('the mobile menu opens a 300px drawer on the right, and Escape closes it back to the button', async ({ page }) => {
  await page.goto('/en-us')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Open menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()

  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(await drawer.evaluate((element) => getComputedStyle(element).width)).toBe('300px')
  // Once the slide-in settles, the drawer's right edge is the viewport's.
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(390 - 300)
  for (const name of ['Home', 'About us', 'Contact'])
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the drawer expands services and languages, and choosing a language closes it', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })

  await expect(drawer.getByRole('link', { name: 'Outsourcing' })).toBeHidden()
  await drawer.getByText('Serviços', { exact: true }).click()
  await expect(drawer.getByRole('link', { name: 'Outsourcing' })).toBeVisible()

  await drawer.getByText('Idioma', { exact: true }).click()
  await drawer.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es-es$/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tecnología a medida para que tu negocio crezca')
})

// The header's height (the spec's 55 px at every width) is in spec-contract.spec.ts.
test('the phone header keeps 24px targets', async ({ page }) => {
  await page.goto('/pt-br')
  const menu = await page.getByRole('button', { name: 'Abrir menu' }).boundingBox()
  expect(menu!.width).toBeGreaterThanOrEqual(24)
  expect(menu!.height).toBeGreaterThanOrEqual(24)
})

test('the page behind the open drawer does not scroll, and scrolls again once it closes', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  // A wheel over the backdrop would scroll the document (the dialog itself is not a scroll container there).
  await page.mouse.move(40, 600)
  await page.mouse.wheel(0, 800)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
