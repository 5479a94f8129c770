import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './axe'

// Visitors whose JavaScript is off, blocked or not loaded yet get the prerendered HTML only: everything it shows must work.
test.use({ javaScriptEnabled: false })

/** One page of each kind, with the header it carries ('site', 'alternative' or none). */
const PAGES = [
  { kind: 'home', path: '/pt-br', header: 'site' },
  { kind: 'service landing', path: '/pt-br/servicos/e-commerce', header: 'site' },
  { kind: 'about', path: '/pt-br/quem-somos', header: 'site' },
  { kind: 'news list', path: '/pt-br/noticias', header: 'alternative' },
  { kind: 'news article', path: '/pt-br/noticias/superando-barreiras-camila-duarte', header: 'site' },
  { kind: 'contact', path: '/pt-br/contato', header: 'site' },
  { kind: 'thank-you', path: '/pt-br/obrigado', header: null },
  { kind: 'CEO card', path: '/pt-br/contato-rafael', header: null },
  { kind: 'AI news list', path: '/ia-noticia', header: 'site' },
  { kind: 'AI news item', path: '/pt-br/ia-noticia/sabesp-privatizacao', header: 'site' },
] as const
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Without JavaScript a `type="button"` does nothing: the only buttons a visitor may see are a form's submit buttons. */
async function deadButtons(page: Page) {
  return page
    .locator('button')
    .evaluateAll((buttons) =>
      buttons
        .filter(
          (button) =>
            button.checkVisibility({ visibilityProperty: true }) &&
            !((button as HTMLButtonElement).type === 'submit' && button.closest('form')),
        )
        .map((button) => button.outerHTML.slice(0, 120)),
    )
}

/** The first check of every page kind, on the page as it arrives: it shows, and no visible control needs JavaScript. */
async function noDeadControl(page: Page) {
  await expect(page.locator('main, [data-section]').first()).toBeVisible()
  expect(await deadButtons(page)).toEqual([])
}

/** Whether a slide lies entirely inside its carousel's visible track. */
function isShown(slide: Locator) {
  return slide.evaluate((element) => {
    const track = element.parentElement!.getBoundingClientRect()
    const box = element.getBoundingClientRect()
    return box.left >= track.left - 1 && box.right <= track.right + 1
  })
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}px without JavaScript`, () => {
    test.use({ viewport })

    for (const { kind, path, header } of PAGES) {
      if (!header) {
        test(`${kind}: no control on the page needs JavaScript`, async ({ page }) => {
          await page.goto(path)
          await noDeadControl(page)
        })
        continue
      }
      // One load: the controls as the page arrives, then the header's menus.
      const target = path === '/pt-br/quem-somos' ? 'Início' : 'Quem somos'
      test(`${kind}: no control on the page needs JavaScript; the header navigation opens and its links lead on`, async ({
        page,
      }) => {
        await page.goto(path)
        await noDeadControl(page)
        const bar = page.locator('header').first()
        /** A visible control of the header (a button, or a disclosure's summary) by its text or label. */
        const control = (text: string) =>
          bar
            .locator('button, summary')
            .filter({ visible: true })
            .and(bar.locator(`[aria-label="${text}"]`).or(bar.locator('button, summary').filter({ hasText: text })))
        const visibleLink = (name: string | RegExp) =>
          bar.getByRole('link', { name, exact: true }).filter({ visible: true })
        const link = visibleLink(target)
        if (viewport === PHONE) {
          await expect(link).toHaveCount(0)
          await control('Abrir menu').click()
          if (header === 'site') {
            await control('Serviços').click()
            await expect(visibleLink('Outsourcing')).toHaveCount(1)
            await control('Idioma').click()
          }
        } else {
          if (header === 'site') {
            await control('Serviços').click()
            await expect(visibleLink(/^Outsourcing/)).toHaveCount(1)
            await control('Serviços').click()
            await expect(visibleLink(/^Outsourcing/)).toHaveCount(0)
          }
          await control('Escolher idioma').click()
        }
        await expect(visibleLink('English')).toHaveCount(1)
        await link.click()
        await expect(page).toHaveURL(target === 'Início' ? /\/pt-br$/ : /\/pt-br\/quem-somos$/)
      })
    }

    for (const path of ['/pt-br/quem-somos', '/pt-br/noticias']) {
      test(`every carousel slide on ${path} can be scrolled into view, with no dead arrow`, async ({ page }) => {
        await page.goto(path)
        const tracks = page.locator('.keen-slider')
        await expect(tracks).not.toHaveCount(0)
        for (const track of await tracks.all()) {
          expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
          const slides = track.locator('> *')
          expect(await slides.count()).toBeGreaterThan(1)
          for (const slide of await slides.all()) {
            await slide.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'start' }))
            await expect.poll(() => isShown(slide)).toBe(true)
            await expect(slide).toBeInViewport({ ratio: 0.9 })
          }
        }
        await expect(page.locator('.carousel-button').filter({ visible: true })).toHaveCount(0)
      })
    }

    // The About page's 7 services scroll at every width; the news page's 3 videos all fit at 1280 px (3 per view).
    for (const { path, scrolls } of [
      { path: '/pt-br/quem-somos', scrolls: true },
      { path: '/pt-br/noticias', scrolls: viewport === PHONE },
    ])
      test(`the carousel on ${path} shows ${scrolls ? 'that it scrolls' : 'all its slides'}, with no empty gap under it`, async ({
        page,
      }) => {
        await page.goto(path)
        const region = page.locator('[aria-roledescription="carrossel"]')
        await expect(region).toHaveCount(1)
        const track = region.locator('.keen-slider')
        expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(scrolls)
        const bottom = async (locator: Locator) => {
          const box = (await locator.boundingBox())!
          return box.y + box.height
        }
        const cue = region.getByText('Role para ver mais')
        if (scrolls) {
          // A visible cue right under the track, in the row the arrows will fill (44 px), and nothing else below.
          await expect(cue).toBeVisible()
          const cueTop = (await cue.boundingBox())!.y
          expect(cueTop - (await bottom(track))).toBeLessThanOrEqual(16)
          expect(await bottom(region)).toBeLessThanOrEqual(cueTop + 44 + 1)
        } else {
          await expect(cue).toBeHidden()
          expect(await bottom(region)).toBeLessThanOrEqual((await bottom(track)) + 1)
        }
        if (viewport === PHONE) {
          // One whole slide and a peek at the next: at least a tenth of it.
          const shares = await track.evaluate((element) => {
            const outer = element.getBoundingClientRect()
            return [...element.children].slice(0, 2).map((slide) => {
              const box = slide.getBoundingClientRect()
              return (Math.min(box.right, outer.right) - Math.max(box.left, outer.left)) / box.width
            })
          })
          expect(shares[0]).toBeGreaterThan(0.99)
          expect(shares[1]).toBeGreaterThanOrEqual(0.1)
        }
      })

    test('each video has a link to watch it', async ({ page }) => {
      await page.goto('/pt-br/noticias')
      const videos = page.locator('[data-section="videoCarousel"] .keen-slider__slide')
      await expect(videos).toHaveCount(3)
      for (const video of await videos.all()) {
        const link = video.getByRole('link', { name: /^Reproduzir vídeo: / })
        await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/)
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeVisible()
      }
    })

    test('an AI news text clamped to its first lines opens in full', async ({ page }) => {
      await page.goto('/pt-br/ia-noticia/sabesp-privatizacao')
      const expand = page.getByRole('link', { name: 'Ler o texto completo' })
      const text = page.locator(`[id="${(await expand.getAttribute('href'))!.slice(1)}"]`)
      await expect(text).toHaveCSS('-webkit-line-clamp', viewport === PHONE ? '12' : '20')
      await expand.click()
      await expect(text).toHaveCSS('-webkit-line-clamp', 'none')
      await expect(expand).toBeHidden()
    })

    test('the thank-you bar is full', async ({ page }) => {
      await page.goto('/pt-br/obrigado')
      const bar = page.getByRole('progressbar')
      await expect(bar).toHaveAttribute('aria-valuenow', '100')
      // The count is CSS (`scripting: none` leaves it at rest, 100): the fill spans the bar, the number says 100.
      const fill = await bar.locator('[data-progress-fill]').boundingBox()
      const track = await bar.boundingBox()
      expect(Math.round(fill!.width)).toBe(Math.round(track!.width))
      const shown = page.locator('[data-progress-shown]')
      await expect(shown).toHaveCSS('--progress', '100')
      await expect(shown).toHaveAttribute('data-after', '%')
    })
  })
}

// axe itself needs JavaScript: here the page's own scripts are blocked instead, which leaves the same prerendered HTML.
test.describe('before (or without) the site script', () => {
  test.use({ javaScriptEnabled: true, allowedConsole: /Failed to load resource/ })

  for (const viewport of [PHONE, DESKTOP])
    for (const path of ['/pt-br', '/pt-br/noticias'])
      test(`${path} at ${viewport.width}px with its header menus open has no axe violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
        )
        await page.goto(path)
        const bar = page.locator('header').first()
        for (const details of await bar.locator('details').filter({ visible: true }).all())
          await details.locator('> summary').click()
        await expect(bar.locator('details[open]')).not.toHaveCount(0)
        expect(await axeViolations(page)).toEqual([])
      })
})
