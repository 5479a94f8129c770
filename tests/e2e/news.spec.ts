import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { axeViolations } from './axe'

const LOCALES = ['pt-br', 'en-us', 'es-es'] as const
/** content/news/index.ts, in list order (the spec's "other news" rule depends on it). */
const SLUGS = [
  'inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
  'conheca-os-courserians-rafael-monteiro',
  'superando-barreiras-camila-duarte',
  'nuvora-lanca-ia-que-monitora-portais-de-noticias',
  'fabrica-de-software-nuvora-amplia-atuacao-com-fintechs',
] as const

const hrefs = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
const carouselButtons = (page: Page) => {
  const buttons = page.locator('[data-section="videoCarousel"] .carousel-button')
  return { previous: buttons.first(), next: buttons.last() }
}
/** A stored refusal keeps the consent banner (which appears after 1 s) from covering what a test clicks. */
const refuseCookies = (page: Page) =>
  page.addInitScript(() => {
    // Init scripts run in frames too; the player frame is another origin.
    if (window === window.top) localStorage.setItem('cookies-accepted', 'false')
  })

for (const locale of LOCALES) {
  test.describe(`news list in ${locale}`, () => {
    test('the prerendered HTML lists every article and the videos as buttons, with no player', async ({ request }) => {
      const response = await request.get(`/${locale}/noticias`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      for (const slug of SLUGS) expect(html).toContain(`href="/${locale}/noticias/${slug}"`)
      expect(html.match(/data-section="/g)?.length).toBe(4)
      expect(html).toContain('data-section="videoCarousel"')
      expect(html).not.toContain('<iframe')
      expect(html).not.toContain('youtube-nocookie')
      if (locale === 'pt-br') {
        expect(html).toContain('<h1')
        expect(html.match(/Reproduzir vídeo: /g)?.length).toBe(3)
      }
    })

    test('hydrates with five article cards, three video buttons and no carousel arrows at 1280px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/${locale}/noticias`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await hrefs(page.locator('[data-section="newsList"] h3 a'))).toEqual(
        SLUGS.map((slug) => `/${locale}/noticias/${slug}`),
      )
      const carousel = page.locator('[data-section="videoCarousel"]')
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('[role="group"] button')).toHaveCount(3)
      await expect(carousel.locator('.keen-slider[data-ready]')).toHaveCount(1)
      // Three videos, three per view: nothing to scroll to either side, so no arrows (not two disabled ones).
      const { previous, next } = carouselButtons(page)
      await expect(previous).toBeHidden()
      await expect(next).toBeHidden()
      const slides = carousel.locator('[role="group"][aria-roledescription]')
      for (let index = 0; index < 3; index++) await expect(slides.nth(index)).toBeInViewport()
      await expect(page.locator('[data-section="nextLevel"] a')).toHaveAttribute('href', `/${locale}/contato`)
    })

    test('shows one video per view at 390px: previous disabled at the first, next disabled at the last', async ({
      page,
    }) => {
      await refuseCookies(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/${locale}/noticias`)
      await waitForHydration(page)
      const carousel = page.locator('[data-section="videoCarousel"]')
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('.keen-slider[data-ready]')).toHaveCount(1)
      const { previous, next } = carouselButtons(page)
      await expect(previous).toBeDisabled()
      await expect(next).toBeEnabled()
      await next.click()
      await expect(previous).toBeEnabled()
      await expect(next).toBeEnabled()
      await next.click()
      await expect(next).toBeDisabled()
      await expect(previous).toBeEnabled()
      await expect(carousel.locator('[role="group"][aria-roledescription]').nth(2)).toBeInViewport()
    })
  })

  test.describe(`news article in ${locale}`, () => {
    test('the second article shows its hero, the source in a new tab and the 1st, 3rd and 4th as other news', async ({
      page,
    }) => {
      await page.goto(`/${locale}/noticias/${SLUGS[1]}`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      if (locale === 'pt-br')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conheça os Courserians: Rafael Monteiro')
      const source = page.locator('[data-section="newsArticle"] header a')
      await expect(source).toHaveAttribute('href', `https://blog.aprendizagemonline.example/${SLUGS[1]}`)
      await expect(source).toHaveAttribute('target', '_blank')
      await expect(source).toHaveAttribute('rel', /\bnoopener\b/)
      await expect(page.locator('[data-section="newsArticle"] aside time')).toHaveAttribute('datetime', '2024-07-02')
      await expect(page.locator('[data-section="newsArticle"] article > div p')).toHaveCount(4)
      expect(await hrefs(page.locator('[data-section="relatedNews"] h3 a'))).toEqual(
        [0, 2, 3].map((index) => `/${locale}/noticias/${SLUGS[index]}`),
      )
      // The spec fixes the call to action to the Portuguese contact page in every locale.
      await expect(page.locator('[data-section="nextLevel"] a')).toHaveAttribute('href', '/pt-br/contato')
    })

    test('the fifth article (outside the first four) shows the first three as other news', async ({ request }) => {
      const response = await request.get(`/${locale}/noticias/${SLUGS[4]}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const related = html.slice(html.indexOf('data-section="relatedNews"'), html.indexOf('data-section="nextLevel"'))
      expect([...related.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual(
        [0, 1, 2].map((index) => `/${locale}/noticias/${SLUGS[index]}`),
      )
    })
  })
}

// Issue 37 point 4: a phone reader gets the article, not a picture and a metadata card, first; the source, another
// site, is a secondary action (outlined) beside the page's own content.
test('an article on a phone: headline, summary, then its own text before the info card and no cover to scroll past', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/pt-br/noticias/${SLUGS[2]}`)
  const article = page.locator('[data-section="newsArticle"]')
  await expect(article.locator('header picture').locator('..')).toBeHidden()
  const text = await article.locator('article > div p').first().boundingBox()
  const info = await article.locator('aside').boundingBox()
  expect(text!.y, 'the text starts on the first screen').toBeLessThan(844)
  expect(info!.y, 'the info card comes after the text').toBeGreaterThan(text!.y)
  const source = article.locator('header a[target="_blank"]')
  const filled = await source.evaluate((link) => getComputedStyle(link).backgroundColor)
  expect(filled, 'the link to the source site is not a filled button').toMatch(/rgba\(0, 0, 0, 0\)|transparent/)
})

test("the news list says when its newest article came out, in the page's language", async ({ page }) => {
  for (const [locale, text] of [
    ['pt-br', 'Última publicação em 20 de agosto de 2024'],
    ['en-us', 'Last published on August 20, 2024'],
    ['es-es', 'Última publicación el 20 de agosto de 2024'],
  ] as const) {
    await page.goto(`/${locale}/noticias`)
    const updated = page.locator('[data-section="newsList"] [data-list-updated]')
    await expect(updated).toHaveText(text)
    await expect(updated.locator('time')).toHaveAttribute('datetime', '2024-08-20')
  }
})

test('no card grid leaves an empty cell, at any width', async ({ page }) => {
  await page.goto('/pt-br/noticias')
  for (const width of [1280, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const rows = await page.locator('[data-section="newsList"] ul > li').evaluateAll((cards) => {
      const byTop = new Map<number, { left: number; right: number }[]>()
      for (const card of cards) {
        const { top, left, right } = card.getBoundingClientRect()
        const row = byTop.get(Math.round(top)) ?? []
        row.push({ left, right })
        byTop.set(Math.round(top), row)
      }
      return [...byTop.values()].map((row) => ({
        left: Math.min(...row.map((card) => card.left)),
        right: Math.max(...row.map((card) => card.right)),
      }))
    })
    expect(rows.length, `rows at ${width} px`).toBeGreaterThan(0)
    for (const row of rows)
      expect(
        Math.abs(row.right - rows[0]!.right) + Math.abs(row.left - rows[0]!.left),
        `a row at ${width} px ends short of the others (an empty cell)`,
      ).toBeLessThanOrEqual(2)
  }
})

test('an unknown article slug is answered 404', async ({ request }) => {
  expect((await request.get('/pt-br/noticias/nao-existe')).status()).toBe(404)
  expect((await request.get('/en-us/noticias/nao-existe')).status()).toBe(404)
})

test('a video requests nothing from YouTube until its button is clicked, then plays in the privacy-enhanced player', async ({
  page,
}) => {
  await refuseCookies(page)
  const youtube: string[] = []
  page.on('request', (request) => {
    if (/^https?:\/\/[^/]*youtube/.test(request.url())) youtube.push(request.url())
  })
  await page.goto('/pt-br/noticias')
  await waitForHydration(page)
  const carousel = page.locator('[data-section="videoCarousel"]')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('button', { name: /^Reproduzir vídeo: / })).toHaveCount(3)
  await expect(carousel.locator('iframe')).toHaveCount(0)
  expect(youtube).toEqual([])

  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>player stub</p>' }),
  )
  await carousel.getByRole('button', { name: 'Reproduzir vídeo: A Nuvora em dois minutos' }).click()
  const frame = carousel.locator('iframe')
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/nUvOrA2min0?autoplay=1')
  await expect(frame).toHaveAttribute('title', 'A Nuvora em dois minutos')
  await expect(frame).toBeFocused()
  // The CSP's frame-src lets the player in.
  await expect(page.frameLocator('[data-section="videoCarousel"] iframe').locator('p')).toHaveText('player stub')
  expect(youtube).toEqual(['https://www.youtube-nocookie.com/embed/nUvOrA2min0?autoplay=1'])
  await expect(carousel.getByRole('button', { name: /^Reproduzir vídeo: / })).toHaveCount(2)
})

// accessibility.spec.ts runs axe on the news list in every locale at 1280 and 390 px (its layout's page) and on the
// first article in pt-br at 1280 px and es-es at 390 px (its page kind); here another article, at 1280 px.
test.describe('axe (WCAG 2.2 AA)', () => {
  for (const url of [`/es-es/noticias/${SLUGS[4]}`]) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
