import { expect, test, waitForHydration } from './fixtures'

test('the alternative navbar links home, about, news and AI products, with the language picker', async ({ page }) => {
  await page.goto('/en-us/noticias')
  await waitForHydration(page)
  const nav = page.locator('header nav').first()
  expect(await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/en-us',
    '/en-us/quem-somos',
    '/en-us/noticias',
    '/en-us/produtos-de-ia',
    '/pt-br/noticias',
    '/en-us/noticias',
    '/es-es/noticias',
  ])
  await expect(page.getByRole('button', { name: /Choose language: English/ })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu button slides down a panel; a link closes it, Escape closes it back to the button', async ({
    page,
  }) => {
    await page.goto('/pt-br/produtos-de-ia')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Abrir menu' })
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()
    await button.click()
    await expect(panel).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Início', 'Quem somos', 'Notícias', 'Produtos de IA', 'English', 'Español'])
      await expect(panel.getByRole('link', { name })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await panel.getByRole('link', { name: 'Notícias' }).click()
    await expect(page).toHaveURL(/\/pt-br\/noticias$/)
    await expect(
      page.locator(`#${await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-controls')}`),
    ).toBeHidden()
  })
})
