import { expect, test, waitForHydration } from './fixtures'

test('an unknown path answers 404 with the localized not-found page linking home', async ({ page }) => {
  const response = await page.goto('/en-us/does-not-exist')
  expect(response!.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom technology to help your business grow')
})

test('an unknown locale is a 404 in Portuguese that shows the Brazil flag', async ({ page }) => {
  const response = await page.goto('/fr-fr/quem-somos')
  expect(response!.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
  const picker = page.getByRole('button', { name: /Escolher idioma: Português/ })
  await expect(picker.locator('img')).toHaveAttribute('src', '/icons/flag-br.svg')
})

test('a path traversal attempt is refused with 400 (a dot segment, as nginx answers it)', async ({ request }) => {
  expect((await request.get('/..%2f..%2fetc/passwd')).status()).toBe(400)
})
