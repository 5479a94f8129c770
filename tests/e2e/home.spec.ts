import { expect, LOCALE_CASES, test, waitForHydration } from './fixtures'

for (const { locale, htmlLang, heroTitle, services } of LOCALE_CASES) {
  test.describe(`home in ${locale}`, () => {
    test('the prerendered HTML holds the whole page', async ({ request }) => {
      const response = await request.get(`/${locale}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${htmlLang}">`)
      expect(html).toContain(heroTitle)
      expect(html).toContain(`<link rel="canonical" href="https://www.nuvora.example/${locale}"`)
      // The spec's six blocks, and the case studies and the company's figures (issue #23: proof near the top) after
      // the official partners.
      expect([...html.matchAll(/data-section="(\w+)"/g)].map((match) => match[1])).toEqual([
        'hero',
        'officialPartners',
        'caseStudies',
        'stats',
        'transformCards',
        'servicesGrid',
        'nextLevel',
        'logoWall',
      ])
      expect(html).toContain('id="servicos"')
      expect(html.match(new RegExp(`href="/${locale}/servicos/`, 'g'))?.length).toBeGreaterThanOrEqual(8)
    })

    test('reads fully without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`/${locale}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle)
      await expect(page.locator('#servicos li')).toHaveCount(8)
      await expect(page.locator('[data-section="logoWall"] img')).toHaveCount(18)
      await context.close()
    })

    test('hydrates console-clean and shows every block of the alternative home', async ({ page }) => {
      await page.goto(`/${locale}`)
      await waitForHydration(page)
      await expect(page).toHaveTitle(/Nuvora/)
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang)

      const hero = page.locator('[data-section="hero"]')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(heroTitle)
      const heroLinks = hero.getByRole('link')
      await expect(heroLinks).toHaveCount(3)
      expect(await heroLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        `/${locale}/contato`,
        '#servicos',
        `/${locale}/produtos-de-ia`,
      ])

      await expect(page.locator('[data-section="officialPartners"] img')).toHaveCount(2)
      const cards = page.locator('[data-section="transformCards"] li a')
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        `/${locale}/inteligencia-artificial`,
        `/${locale}/fabrica-de-software`,
        `/${locale}/contrate`,
      ])

      const grid = page.locator('#servicos')
      await expect(grid.getByRole('heading', { level: 2 })).toHaveText(services)
      await expect(grid.locator('li')).toHaveCount(8)
      const [lastWidth, firstWidth] = await Promise.all([
        grid.locator('li').last().boundingBox(),
        grid.locator('li').first().boundingBox(),
      ])
      expect(lastWidth!.width).toBeGreaterThan(firstWidth!.width * 1.8)

      await expect(page.locator('[data-section="nextLevel"] a')).toHaveAttribute('href', '/pt-br/contato')
      const logos = page.locator('[data-section="logoWall"] img')
      await expect(logos).toHaveCount(18)
      for (const alt of await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
        expect(alt).toBeTruthy()
    })
  })
}

test('/ is the pt-br home, canonical at /pt-br', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<html lang="pt-BR">')
  expect(html).toContain('<link rel="canonical" href="https://www.nuvora.example/pt-br"')
})

test('on a phone the services are a compact list at most half as tall as the cards, every link and name kept', async ({
  page,
}) => {
  const services = page.locator('#servicos')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/pt-br')
  await waitForHydration(page)
  const wide = await services.ariaSnapshot()
  const firstRow = await services
    .locator('li')
    .evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)))
  expect(new Set(firstRow).size, 'three cards side by side at 1280 px').toBe(1)

  await page.setViewportSize({ width: 390, height: 844 })
  // As eight stacked cards the section was 2,478 px tall at 390 px.
  expect((await services.boundingBox())!.height).toBeLessThanOrEqual(2478 / 2)
  // The same eight links with the same accessible names (title and description) as on a wide screen.
  expect(await services.ariaSnapshot()).toBe(wide)
  const links = services.getByRole('link')
  await expect(links).toHaveCount(8)
  const listWidth = (await services.locator('ul').boundingBox())!.width
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    // Each row is one target across the list.
    expect(box.width).toBeGreaterThan(listWidth - 2)
  }
})

test('"our services" scrolls to the services grid', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.locator('[data-section="hero"]').getByRole('link', { name: 'Nossos serviços' }).click()
  await expect(page).toHaveURL(/\/pt-br#servicos$/)
  await expect(page.locator('#servicos h2')).toBeInViewport()
})
