import { expect, test } from './fixtures'

const box = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test(`/${locale}/contato: the form beside who answers and every way in at 1280 px, under the form at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/${locale}/contato`)
    const form = page.locator('main form')
    const section = page.locator('main section', { has: page.locator('form') })
    const address = section.locator('address')
    await expect(address.locator('a[href^="mailto:"]')).toHaveText(/@/)
    await expect(address.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(address.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    await expect(section.getByText('Rafael Monteiro')).toBeVisible()
    await expect(section.locator('img').first()).toBeVisible()
    await expect(section.locator('ol > li')).toHaveCount(3)

    const wide = { form: await box(form), aside: await box(address) }
    expect(wide.form.width, 'the form is no wider than ~560 px').toBeLessThanOrEqual(560)
    expect(wide.aside.x + wide.aside.width, 'the contact column is left of the form').toBeLessThan(wide.form.x)

    await page.setViewportSize({ width: 390, height: 844 })
    const narrow = { form: await box(form), aside: await box(address) }
    expect(narrow.aside.y, 'on a phone the ways in come after the form').toBeGreaterThan(
      narrow.form.y + narrow.form.height,
    )
  })
}
