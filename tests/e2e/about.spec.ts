import type { Page } from '@playwright/test'
import { expect, LOCALE_CASES, test, waitForHydration } from './fixtures'
import { axeViolations } from './axe'

/** The spec's seven services of the About carousel, in its order. */
const CAROUSEL_SLUGS = [
  'inteligencia-artificial',
  'plataforma-web',
  'aplicativos-mobile',
  'design',
  'manutencao-de-software',
  'outsourcing',
  'apis',
]
const BLOCKS = [
  'hero',
  'featureGrid',
  'richText',
  'richText',
  'servicesCarousel',
  'people',
  'stats',
  'featureGrid',
  'nextLevel',
]

for (const { locale, htmlLang } of LOCALE_CASES) {
  test.describe(`about in ${locale}`, () => {
    test('the prerendered HTML holds every block and the 7 service cards', async ({ request }) => {
      const response = await request.get(`/${locale}/quem-somos`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${htmlLang}">`)
      expect(html).toContain(`<link rel="canonical" href="https://www.nuvora.example/${locale}/quem-somos"`)
      expect([...html.matchAll(/data-section="(\w+)"/g)].map((match) => match[1])).toEqual(BLOCKS)

      expect(html).toContain('<section id="servicos" data-section="servicesCarousel"')
      const carousel = html.slice(
        html.indexOf('data-section="servicesCarousel"'),
        html.indexOf('data-section="people"'),
      )
      expect([...carousel.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual(
        CAROUSEL_SLUGS.map((slug) => `/${locale}/servicos/${slug}`),
      )
      expect(carousel.match(/class="keen-slider__slide/g)).toHaveLength(7)

      const nextLevel = html.slice(html.indexOf('data-section="nextLevel"'))
      const band = nextLevel.slice(0, nextLevel.indexOf('</section>'))
      expect([...band.matchAll(/<a [^>]*(href="[^"]+")/g)].map((match) => match[1])).toEqual([
        `href="/${locale}/contato"`,
        `href="/${locale}/contato"`,
      ])
    })

    test('hydrates console-clean with hero, values, founders, carousel and calls to action', async ({ page }) => {
      await page.goto(`/${locale}/quem-somos`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator('[data-section="hero"] a')).toHaveAttribute('href', '#servicos')

      await expect(page.locator('[data-section="featureGrid"]').first().locator('li')).toHaveCount(7)
      await expect(page.locator('[data-section="people"] article')).toHaveCount(2)
      await expect(page.locator('[data-section="people"] h3')).toHaveText(['Rafael Monteiro', 'Camila Duarte'])

      const carousel = page.locator('#servicos')
      await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
      expect(
        await carousel
          .locator('.keen-slider__slide a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(CAROUSEL_SLUGS.map((slug) => `/${locale}/servicos/${slug}`))

      const actions = page.locator('[data-section="nextLevel"] a')
      await expect(actions).toHaveCount(2)
      for (const action of await actions.all()) await expect(action).toHaveAttribute('href', `/${locale}/contato`)
    })

    test('has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
      await page.goto(`/${locale}/quem-somos`)
      await waitForHydration(page)
      await expect(page.locator('#servicos .keen-slider')).toHaveAttribute('data-ready')
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test('the Portuguese about page says what the spec asks for', async ({ page }) => {
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  await expect(page).toHaveTitle('Quem somos | Nuvora')
  await expect(page.locator('[data-section="featureGrid"]').first().locator('h3')).toHaveText([
    'Missão',
    'Visão',
    'Inovação',
    'Excelência',
    'Parceria',
    'Ética',
    'Desenvolvimento de pessoas',
  ])
  await expect(
    page.getByRole('heading', { level: 2, name: 'Engenharia com o espírito do Vale do Silício' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Como podemos ajudar' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Por que escolher a Nuvora' })).toBeVisible()
  const founders = page.locator('[data-section="people"] article')
  await expect(founders.nth(0)).toContainText('CEO')
  await expect(founders.nth(1)).toContainText('CTO')
  for (const founder of await founders.all()) {
    await expect(founder).toContainText('mais de 10 anos')
    await expect(founder).toContainText('6 milhões de dólares por ano')
  }
  await expect(page.getByRole('region', { name: 'Nossos serviços' }).getByRole('group')).toHaveCount(7)
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeVisible()
})

/** Opens the pt-br About page at a viewport size and waits until the services slider has started. */
async function openCarousel(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  const carousel = page.locator('#servicos')
  await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
  await carousel.scrollIntoViewIfNeeded()
  return {
    carousel,
    previous: carousel.getByRole('button', { name: 'Anterior' }),
    next: carousel.getByRole('button', { name: 'Próximo' }),
    slides: carousel.locator('.keen-slider__slide'),
  }
}

// The spec says "next disabled at index 3 on screens ≥ 640px", but with 2 per view (641-1024px) index 3 would
// hide the last two services; the carousel stops at its real end there (index 5).
for (const { width, height, clicks } of [
  { width: 1280, height: 900, clicks: 3 },
  { width: 800, height: 900, clicks: 5 },
  { width: 390, height: 844, clicks: 6 },
]) {
  test(`at ${width}px the carousel needs ${clicks} clicks on "next" to show the last card`, async ({ page }) => {
    const { previous, next, slides } = await openCarousel(page, width, height)
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    for (let click = 1; click <= clicks; click++) {
      await expect(next).toBeEnabled()
      await next.click() // clicks faster than the 500 ms animation must each advance one card
    }
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    // Clicking scrolled the page to the arrows, which can leave the top of the (taller) cards above the screen: bring
    // the track back to view vertically (its overflow is clipped, so this cannot move the cards sideways).
    await page.locator('#servicos .keen-slider').scrollIntoViewIfNeeded()
    await expect(slides.last()).toBeInViewport({ ratio: 0.99 })
    await expect.poll(() => isShown(page, 6)).toBe(true)
    await expect(slides.first()).not.toBeInViewport()

    await previous.click()
    await expect(next).toBeEnabled()
  })
}

/** Whether a slide lies entirely inside the carousel's visible track (not just inside the browser viewport). */
async function isShown(page: Page, index: number) {
  return page.locator('#servicos .keen-slider').evaluate((track, i) => {
    const outer = track.getBoundingClientRect()
    const slide = track.children[i]!.getBoundingClientRect()
    return slide.left >= outer.left - 1 && slide.right <= outer.right + 1
  }, index)
}

test('tabbing to a card that is off-screen slides it into view; a fully shown card stays put', async ({ page }) => {
  const { carousel, slides } = await openCarousel(page, 1280, 900)
  const links = carousel.locator('.keen-slider__slide a')
  await links.nth(3).focus()
  await page.waitForTimeout(600)
  expect(await isShown(page, 0)).toBe(true) // card 4 was already shown: no movement

  for (const index of [4, 5, 6]) {
    await page.keyboard.press('Tab')
    await expect(links.nth(index)).toBeFocused()
    await expect.poll(() => isShown(page, index)).toBe(true)
    await expect(slides.nth(index)).toBeInViewport({ ratio: 0.99 })
  }
  for (let press = 0; press < 6; press++) await page.keyboard.press('Shift+Tab')
  await expect(links.first()).toBeFocused()
  await expect.poll(() => isShown(page, 0)).toBe(true)
})

// Regression: the browser scrolled the clipped track itself to a focused slide, offsetting keen-slider's transforms.
test('focusing the last card straight from the start shows it', async ({ page }) => {
  const { carousel, next } = await openCarousel(page, 390, 844)
  await carousel.locator('.keen-slider__slide a').last().focus()
  await expect.poll(() => isShown(page, 6)).toBe(true)
  await expect(next).toBeDisabled()
  expect(await carousel.locator('.keen-slider').evaluate((track) => track.scrollLeft)).toBe(0)
})

// Regression: a second click during the 500 ms animation used to be lost.
test('clicks faster than the animation each move one card', async ({ page }) => {
  const { next } = await openCarousel(page, 390, 844)
  await next.evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect.poll(() => isShown(page, 2)).toBe(true)
  await page.waitForTimeout(600)
  expect(await isShown(page, 2)).toBe(true)
})

test('the hero button scrolls to the services carousel', async ({ page }) => {
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  await page.locator('[data-section="hero"]').getByRole('link', { name: 'Nossos serviços' }).click()
  await expect(page).toHaveURL(/\/pt-br\/quem-somos#servicos$/)
  await expect(page.locator('#servicos h2')).toBeInViewport()
})

test("both next-level buttons lead to the contact page in the visitor's language", async ({ page }) => {
  await page.goto('/es-es/quem-somos')
  await waitForHydration(page)
  const actions = page.locator('[data-section="nextLevel"] a')
  await expect(actions).toHaveCount(2)
  await actions.last().click()
  await expect(page).toHaveURL(/\/es-es\/contato$/)
})

test('the slider starts without layout shift (CLS < 0.01 at 1280px)', async ({ page }) => {
  // Tall enough that the carousel is in the viewport while it starts, so a shift would count.
  await page.setViewportSize({ width: 1280, height: 4000 })
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  await expect(page.locator('#servicos .keen-slider')).toHaveAttribute('data-ready')
  await page.waitForTimeout(500)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
  expect(shift).toBeLessThan(0.01)
})

// Issue 37 point 5: "Como podemos ajudar", a titled text without a picture, sat in a left column beside an empty
// half; from 1024 px its heading now stands beside its text, which reaches across the row.
test('the help section fills its row at 1280 px: the heading beside the text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/pt-br/quem-somos')
  const help = page.locator('[data-section="richText"]', { hasText: 'Como podemos ajudar' })
  const [heading, text, section] = await Promise.all([
    help.locator('h2').boundingBox(),
    help.locator('p').first().boundingBox(),
    help.boundingBox(),
  ])
  expect(heading!.x + heading!.width, 'the heading ends before the text starts').toBeLessThanOrEqual(text!.x)
  expect(text!.y, 'side by side').toBeLessThan(heading!.y + heading!.height)
  expect(text!.x + text!.width, 'the text reaches the right part of the row').toBeGreaterThan(
    section!.x + section!.width * 0.8,
  )
})
