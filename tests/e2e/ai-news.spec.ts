import { expect, test, waitForHydration } from './fixtures'

const DETAIL = '/pt-br/ia-noticia/sabesp-privatizacao'

test.describe('AI-news listing at /ia-noticia (no locale prefix)', () => {
  test('the prerendered HTML is the Portuguese listing', async ({ request }) => {
    const response = await request.get('/ia-noticia')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<link rel="canonical" href="https://www.nuvora.example/ia-noticia"')
    expect(html).toContain(`href="${DETAIL}"`)
    expect(html).toContain('line-clamp-4')
  })

  test('hydrates with four "Mundo" tiles and items linking to their Portuguese detail page', async ({ page }) => {
    await page.goto('/ia-noticia')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IA Notícia')
    const tiles = page.getByRole('list', { name: 'Categorias' }).getByRole('listitem')
    await expect(tiles).toHaveCount(4)
    await expect(tiles).toHaveText(['Mundo', 'Mundo', 'Mundo', 'Mundo'])
    const items = page.locator('[data-section="aiNewsList"] h3 a')
    await expect(items).toHaveCount(1)
    await expect(items).toHaveAttribute('href', DETAIL)
    await expect(page.locator('[data-section="aiNewsList"] h3 + p')).toHaveCSS('-webkit-line-clamp', '4')
    await items.click()
    await expect(page).toHaveURL(new RegExp(`${DETAIL}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Privatização da Sabesp: o que muda para o consumidor e para as metas de saneamento',
    )
  })

  test('exists only unprefixed', async ({ request }) => {
    for (const url of ['/pt-br/ia-noticia', '/en-us/ia-noticia', '/es-es/ia-noticia'])
      expect((await request.get(url)).status(), url).toBe(404)
  })
})

test.describe('AI-news detail', () => {
  test('the prerendered HTML holds titles, grade 8-10, date, tags and partner logos', async ({ request }) => {
    const response = await request.get(DETAIL)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Governo de São Paulo conclui a privatização da Sabesp')
    expect(html).toContain('>8-10</dd>')
    expect(html).toMatch(/datetime="2024-07-23"/i)
    for (const tag of ['Saneamento', 'Privatização']) expect(html).toContain(`>${tag}</li>`)
    for (const partner of ['Searchly', 'Socialoop']) expect(html).toContain(`alt="${partner}"`)
  })

  test('exists in Portuguese only', async ({ request }) => {
    for (const url of [
      '/en-us/ia-noticia/sabesp-privatizacao',
      '/es-es/ia-noticia/sabesp-privatizacao',
      '/pt-br/ia-noticia/nao-existe',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
  })

  for (const { width, lines } of [
    { width: 1280, lines: '20' },
    { width: 390, lines: '12' },
  ]) {
    test(`clamps the text to ${lines} lines at ${width}px until the visitor expands it`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookies-accepted', 'false'))
      await page.setViewportSize({ width, height: 900 })
      await page.goto(DETAIL)
      await waitForHydration(page)
      await expect(page.locator('dd').first()).toHaveText('8-10')
      const toggle = page.getByRole('button', { name: 'Ler o texto completo' })
      const text = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await expect(text).toHaveCSS('-webkit-line-clamp', lines)
      await toggle.click()
      await expect(page.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true')
      await expect(text).toHaveCSS('-webkit-line-clamp', 'none')
    })
  }
})
