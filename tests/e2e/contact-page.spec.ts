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

/** The top and bottom of the form's first field a visitor fills (not the honeypot, which is hidden). */
async function firstField(page: import('@playwright/test').Page) {
  const field = page.locator('main form').getByRole('textbox').first()
  await expect(field).toBeVisible()
  const { y, height } = await box(field)
  return { top: y, bottom: y + height }
}

// Issue 37 point 3: the page exists for its form. Its heading is the page's title and the form's first field is on
// the first screen of a laptop, and within 1.2 screens of a phone (a decorative hero took both: y = 851 and 833).
for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test(`/${locale}/contato: the page opens on its form, its heading the page's one h1`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}/contato`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main section', { has: page.locator('form') }).locator('h1')).toHaveCount(1)
    // Under it, no level skipped (the aside's "what happens next" was an h3 right under the h1).
    const levels = await page
      .locator('main :is(h1, h2, h3, h4)')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
    levels.forEach((level, index) => expect(level, levels.join(' ')).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1))
    expect((await firstField(page)).bottom, 'the first field, whole, on a 1280×800 screen').toBeLessThanOrEqual(800)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}/contato`)
    expect(
      (await firstField(page)).bottom,
      'the first field within 1.2 screens of a 390×844 phone',
    ).toBeLessThanOrEqual(1.2 * 844)
  })
}
