import { expect, test, waitForHydration } from './fixtures'

// Regression: the arrow that moved the carousel to its end was disabled while focused, and focus fell to <body>.
test('pressing an arrow by keyboard until its end hands focus to the other arrow', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  const carousel = page.locator('#servicos')
  await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
  const previous = carousel.getByRole('button', { name: 'Anterior' })
  const next = carousel.getByRole('button', { name: 'Próximo' })

  await next.focus()
  for (let press = 0; press < 3; press++) {
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(next).toBeDisabled()
  await expect(previous).toBeFocused()

  for (let press = 0; press < 3; press++) {
    await expect(previous).toBeFocused()
    await page.keyboard.press('Space')
  }
  await expect(previous).toBeDisabled()
  await expect(next).toBeFocused()
})

for (const path of ['/pt-br/quem-somos', '/pt-br/noticias', '/en-us/noticias']) {
  test(`every region landmark on ${path} has its own name (the carousel is not named like its section)`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('.keen-slider[data-ready]')).toHaveCount(1)
    const regions = [...(await page.locator('body').ariaSnapshot()).matchAll(/- region "([^"]+)"/g)].map(
      (match) => match[1],
    )
    expect(regions.length).toBeGreaterThan(1)
    expect(new Set(regions).size, regions.join(' | ')).toBe(regions.length)
    expect(regions.some((name) => / — (carrossel|carousel|carrusel)$/.test(name!))).toBe(true)
  })
}
