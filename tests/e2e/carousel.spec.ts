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

// Regression: a press arriving before the previous move's first animation frame was counted from the old slide.
for (const reducedMotion of ['reduce', 'no-preference'] as const)
  test(`presses within one frame each move one slide (reduced motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/pt-br/quem-somos')
    await waitForHydration(page)
    const carousel = page.locator('#servicos')
    await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
    const next = carousel.getByRole('button', { name: 'Próximo' })
    // The about carousel shows 4 of 7 services at 1280 px: its last position is 3 moves away.
    await next.evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
      button.click()
    })
    await expect(next).toBeDisabled()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('group', { name: '7 de 7' })).toBeInViewport({ ratio: 0.95 })
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
