import { axeViolations } from './axe'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const LOCALES = ['pt-br', 'en-us', 'es-es'] as const
const PAGES = [
  '/produtos-de-ia',
  '/inteligencia-artificial',
  '/fabrica-de-software',
  '/contrate',
  '/servicos/e-commerce',
] as const

/** Intl puts a no-break space between "R$" and the figure; compare prices with plain spaces. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ')
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')))

for (const path of PAGES) {
  for (const locale of LOCALES) {
    test.describe(`${path} in ${locale}`, () => {
      test('is prerendered with one h1, its blocks and a title naming Nuvora', async ({ request }) => {
        const response = await request.get(`/${locale}${path}`)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
        expect(html).toContain(`<link rel="canonical" href="https://www.nuvora.example/${locale}${path}"`)
        expect(html.match(/data-section="/g)?.length).toBeGreaterThanOrEqual(3)
        expect(html).toMatch(/<title>[^<]*Nuvora[^<]*<\/title>/)
      })
      // accessibility.spec.ts loads every URL, waits until it is live and fails on any console error (a hydration
      // mismatch among them): these pages hydrate console-clean there.
    })
  }
}

for (const locale of LOCALES) {
  test(`AI products in ${locale}: six cards linking out in a new tab, hero to the services of the about page`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/produtos-de-ia`)
    await waitForHydration(page)
    const cards = page.locator('[data-section="productGrid"] li')
    await expect(cards).toHaveCount(6)
    await expect(cards.locator('h3')).toHaveCount(6)
    await expect(cards.locator('picture img')).toHaveCount(6)
    const links = cards.locator('a')
    await expect(links).toHaveCount(6)
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z-]+\.nuvora\.example$/)
      await expect(link).toHaveAttribute('target', '_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    expect(new Set(await hrefs(page, '[data-section="productGrid"] li a')).size).toBe(6)
    const heroHref = await page.locator('[data-section="hero"] a').getAttribute('href')
    expect([`/${locale}/quem-somos#servicos`, `/${locale}/quem-somos/#servicos`]).toContain(heroHref)
    expect(await hrefs(page, '[data-section="nextLevel"] a')).toEqual([`/${locale}/contato`])
  })

  test(`AI landing in ${locale}: five benefit cards and a contact call to action`, async ({ page }) => {
    await page.goto(`/${locale}/inteligencia-artificial`)
    await waitForHydration(page)
    await expect(page.locator('#beneficios li')).toHaveCount(5)
    await expect(page.locator('#beneficios li h3')).toHaveCount(5)
    expect(await hrefs(page, '[data-section="nextLevel"] a')).toEqual([`/${locale}/contato`])
  })

  test(`software factory in ${locale}: hero to the lead form, four service cards, customer logos`, async ({ page }) => {
    await page.goto(`/${locale}/fabrica-de-software`)
    await waitForHydration(page)
    expect(await hrefs(page, '[data-section="hero"] a')).toEqual(['#software-form'])
    expect(await hrefs(page, '[data-section="featureGrid"] li a')).toEqual(
      ['plataforma-web', 'aplicativos-mobile', 'design', 'manutencao-de-software'].map(
        (slug) => `/${locale}/servicos/${slug}`,
      ),
    )
    await expect(page.locator('[data-section="logoWall"] img')).toHaveCount(18)
    expect(await page.locator('a[href="#software-form"]').count()).toBeGreaterThanOrEqual(1)
  })

  test(`hire landing in ${locale}: a header without navigation (logo and contact action), landing footer, two calls to the form`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contrate`)
    await waitForHydration(page)
    const header = page.locator('header')
    await expect(header.locator('nav')).toHaveCount(0)
    expect(await hrefs(page, 'header a')).toEqual([`/${locale}`, `/${locale}/contato`])
    const footerLinks = await hrefs(page, 'footer a')
    expect(footerLinks).toEqual([
      'mailto:contato@nuvora.example',
      'tel:+551130000000',
      'https://wa.me/5511900000000',
      ...['plataforma-web', 'aplicativos-mobile', 'design', 'manutencao-de-software'].map(
        (slug) => `/${locale}/servicos/${slug}`,
      ),
      `/${locale}/contato`,
      'https://www.facebook.com/nuvora.example',
      'https://www.instagram.com/nuvora.example',
      'https://wa.me/5511900000000',
      'https://www.youtube.com/@nuvora.example',
      'https://x.com/nuvora_example',
      'https://www.linkedin.com/company/nuvora-example',
    ])
    await expect(page.locator('main a[href="#contrate-form"]')).toHaveCount(2)
    const figures = page.locator('[data-section="stats"] li')
    await expect(figures).toHaveCount(2)
    const thousand = { 'pt-br': '+1.000', 'en-us': '+1,000', 'es-es': '+1000' }[locale]
    await expect(figures.first()).toContainText(thousand)
    await expect(figures.nth(1)).toContainText('3')
  })

  // The server's ICU (Node) writes these and the browser's (Chromium) hydrates them: a difference would be a
  // hydration mismatch, which the console check of every test reports.
  test(`e-commerce landing in ${locale}: the offer and revenue ranges in reais, six questions`, async ({
    page,
    request,
  }) => {
    const prices = {
      'pt-br': ['R$ 10.000', 'R$ 2.500', 'R$ 699'],
      'en-us': ['R$10,000', 'R$2,500', 'R$699'],
      'es-es': ['10.000 R$', '2500 R$', '699 R$'],
    }[locale]
    const firstRange = {
      'pt-br': 'Até R$ 10.000 por mês',
      'en-us': 'Up to R$10,000 per month',
      'es-es': 'Hasta 10.000 R$ al mes',
    }[locale]
    const html = plainSpaces(await (await request.get(`/${locale}/servicos/e-commerce`)).text())
    expect(html).toContain(`<s>${prices[0]}</s>`)
    for (const price of prices) expect(html).toContain(price)
    expect(html).toContain(`<option value="ate-10mil">${firstRange}</option>`)

    await page.goto(`/${locale}/servicos/e-commerce`)
    await waitForHydration(page)
    const offer = page.locator('#oferta')
    await expect(offer.locator('s')).toHaveText(prices[0]!)
    await expect(offer.locator('[data-price="setup"]')).toHaveText(prices[1]!)
    await expect(offer.locator('[data-price="monthly"]')).toHaveText(prices[2]!)
    expect(await hrefs(page, '#oferta a')).toEqual(['#ecommerce-form'])
    expect(plainSpaces((await page.locator('option[value="ate-10mil"]').textContent()) ?? '')).toBe(firstRange)
    await expect(page.locator('[data-section="faq"] details')).toHaveCount(6)
  })
}

test('pt-br copy: product link names, benefit titles, hire claims, offer wording', async ({ page }) => {
  await page.goto('/pt-br/produtos-de-ia')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: /^Conhecer Vendaí/ })).toHaveAttribute(
    'href',
    'https://vendai.nuvora.example',
  )
  await expect(page.getByRole('link', { name: /^Conhecer / })).toHaveCount(6)

  await page.goto('/pt-br/inteligencia-artificial')
  await expect(page.locator('#beneficios h3')).toHaveText([
    'Automação eficiente',
    'Decisões inteligentes',
    'Personalização avançada',
    'Redução de custos',
    'Aumento de produtividade',
  ])

  await page.goto('/pt-br/contrate')
  await expect(page.locator('[data-section="stats"] li').first()).toHaveText(/\+1\.000\s*profissionais/)
  await expect(page.locator('[data-section="stats"] li').nth(1)).toHaveText(/3 dias úteis/)

  await page.goto('/pt-br/servicos/e-commerce')
  await expect(page.locator('[data-price="old"]')).toHaveText('De R$ 10.000 por')
  await expect(page.locator('#oferta')).toContainText('Taxa zero sobre as vendas')
  await expect(page.locator('#oferta')).toContainText('Produtos ilimitados')
})

test.describe('e-commerce FAQ accordion', () => {
  const questions = (page: Page) => page.locator('[data-section="faq"] summary')
  const openStates = (page: Page) =>
    page
      .locator('[data-section="faq"] details')
      .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open))
  const closed = Array(6).fill(false)
  const onlyOpen = (index: number) => closed.map((_state, i) => i === index)

  test('has every answer in the HTML, all closed', async ({ request }) => {
    const html = await (await request.get('/pt-br/servicos/e-commerce')).text()
    const faq = html.slice(html.indexOf('data-section="faq"'))
    expect(faq.match(/<details name="[^"]+"/g)).toHaveLength(6)
    expect(faq).not.toMatch(/<details[^>]* open/)
  })

  test('opens one answer at a time; clicking the open question closes it', async ({ page }) => {
    await page.goto('/pt-br/servicos/e-commerce')
    await waitForHydration(page)
    const answers = page.locator('[data-section="faq"] details > p')
    expect(await openStates(page)).toEqual(closed)
    await questions(page).nth(0).click()
    expect(await openStates(page)).toEqual(onlyOpen(0))
    await expect(answers.nth(0)).toBeVisible()
    await questions(page).nth(1).click()
    expect(await openStates(page)).toEqual(onlyOpen(1))
    await expect(answers.nth(0)).toBeHidden()
    await expect(answers.nth(1)).toBeVisible()
    await questions(page).nth(1).click()
    expect(await openStates(page)).toEqual(closed)
  })

  test('Enter and Space toggle the focused question', async ({ page }) => {
    await page.goto('/en-us/servicos/e-commerce')
    await waitForHydration(page)
    await questions(page).nth(2).focus()
    await page.keyboard.press('Enter')
    expect(await openStates(page)).toEqual(onlyOpen(2))
    await page.keyboard.press('Space')
    expect(await openStates(page)).toEqual(closed)
    await page.keyboard.press('Space')
    expect(await openStates(page)).toEqual(onlyOpen(2))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    expect(await openStates(page)).toEqual(onlyOpen(3))
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/es-es/servicos/e-commerce')
    await questions(page).nth(4).click()
    expect(await openStates(page)).toEqual(onlyOpen(4))
    await questions(page).nth(0).click()
    expect(await openStates(page)).toEqual(onlyOpen(0))
    await context.close()
  })

  test('has no axe violations with an answer open', async ({ page }) => {
    await page.goto('/pt-br/servicos/e-commerce')
    await waitForHydration(page)
    await questions(page).first().click()
    expect(await axeViolations(page, '[data-section="faq"]')).toEqual([])
  })
})
