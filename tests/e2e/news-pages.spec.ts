import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { projectCopy, startDev, type DevServer } from '../integration/devServerProcess'

// The real site's five articles fit on one page, whose content the spec fixes: the pages of the list are driven in
// a copy of the project whose news list shows two articles a page (so three pages: 2, 2, 1), on its dev server,
// which renders each page as the build prerenders it.
const PAGE_SIZE = 2
const LIST_BLOCK = 'articles: newsCollection.entries }'

test.describe('the news list in pages, without JavaScript', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  test.use({ javaScriptEnabled: false })
  let root: string
  let server: DevServer

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    root = await projectCopy()
    const newsPage = join(root, 'pages/news.ts')
    const source = await readFile(newsPage, 'utf8')
    expect(source).toContain(LIST_BLOCK)
    await writeFile(newsPage, source.replace(LIST_BLOCK, `articles: newsCollection.entries, pageSize: ${PAGE_SIZE} }`))
    server = await startDev(root)
  })

  test.afterAll(async () => {
    await server?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Paginação' })
  const cards = (page: Page) => page.locator('[data-section="newsList"] li h3 a')
  const head = (page: Page, selector: string) =>
    page.locator(`head ${selector}`).evaluateAll((links) => links.map((link) => link.getAttribute('href')))

  test('follows "next" and "previous" through plain links; page 2 has its own canonical, prev, next and hreflang', async ({
    page,
  }) => {
    // The dev server's first page waits for Vite to load the site.
    await page.goto(`${server.url}/pt-br/noticias`, { timeout: 180_000 })
    await expect(cards(page)).toHaveCount(PAGE_SIZE)
    await expect(nav(page)).toContainText('Página 1 de 3')
    await expect(nav(page).locator('a[aria-current="page"]')).toHaveText('1')
    await expect(nav(page).locator('a[rel="prev"]')).toHaveCount(0)
    expect(await head(page, 'link[rel="prev"]')).toEqual([])
    expect(await head(page, 'link[rel="next"]')).toEqual([expect.stringMatching(/\/pt-br\/noticias\/2$/)])
    const firstCards = await cards(page).allTextContents()

    await nav(page).locator('a[rel="next"]').click()
    await expect(page).toHaveURL(`${server.url}/pt-br/noticias/2`)
    await expect(cards(page)).toHaveCount(PAGE_SIZE)
    expect(await cards(page).allTextContents()).not.toEqual(firstCards)
    await expect(nav(page)).toContainText('Página 2 de 3')
    await expect(nav(page).locator('a[aria-current="page"]')).toHaveText('2')
    await expect(page).toHaveTitle('Notícias – página 2 | Nuvora')
    expect(await head(page, 'link[rel="canonical"]')).toEqual([expect.stringMatching(/[^/]\/pt-br\/noticias\/2$/)])
    expect(await head(page, 'link[rel="prev"]')).toEqual([expect.stringMatching(/[^/]\/pt-br\/noticias$/)])
    expect(await head(page, 'link[rel="next"]')).toEqual([expect.stringMatching(/[^/]\/pt-br\/noticias\/3$/)])
    const hreflang = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
      )
    expect(hreflang).toEqual([
      ['pt-BR', '/pt-br/noticias/2'],
      ['en-US', '/en-us/noticias/2'],
      ['es-ES', '/es-es/noticias/2'],
      ['x-default', '/pt-br/noticias/2'],
    ])

    await nav(page).locator('a[rel="next"]').click()
    await expect(page).toHaveURL(`${server.url}/pt-br/noticias/3`)
    await expect(cards(page)).toHaveCount(1)
    await expect(nav(page).locator('a[rel="next"]')).toHaveCount(0)

    await nav(page).locator('a[rel="prev"]').click()
    await nav(page).locator('a[rel="prev"]').click()
    await expect(page).toHaveURL(`${server.url}/pt-br/noticias`)
    expect(await cards(page).allTextContents()).toEqual(firstCards)
  })

  test('reads in each language, and the navigation fits a phone and a desktop', async ({ page }) => {
    await page.goto(`${server.url}/en-us/noticias/2`, { timeout: 180_000 })
    const english = page.getByRole('navigation', { name: 'Pagination' })
    await expect(english).toContainText('Page 2 of 3')
    await expect(english.locator('a[rel="next"]')).toHaveAccessibleName('Next')
    await expect(page).toHaveTitle(/– page 2 \| Nuvora$/)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${server.url}/es-es/noticias/2`)
      const spanish = page.getByRole('navigation', { name: 'Paginación' })
      await expect(spanish.locator('a[rel="prev"]')).toHaveAccessibleName('Anterior')
      await expect(spanish.locator('a[rel="next"]')).toHaveAccessibleName('Siguiente')
      const box = (await spanish.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      // Each link a 44 px target, on one row.
      const heights = await spanish
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))
      for (const rect of heights) expect(rect.height).toBeGreaterThanOrEqual(44)
      expect(new Set(heights.map((rect) => Math.round(rect.top))).size).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })

  test('with JavaScript: no axe violation at 390 and 1280 px, and "next" navigates client-side, head included', async ({
    browser,
  }) => {
    // axe runs in the page: it needs JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: true })
    // A stored refusal keeps the cookie banner from covering the links.
    await context.addInitScript(() => localStorage.setItem('cookies-accepted', 'false'))
    const page = await context.newPage()
    // Hydration must match the prerendered navigation: React reports a mismatch on the console.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    await page.goto(`${server.url}/pt-br/noticias/2`, { timeout: 180_000 })
    await waitForHydration(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await axeViolations(page, '[data-section="newsList"] nav')).toEqual([])
    }
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await nav(page).locator('a[rel="next"]').click()
    // The dev server renders the next page on demand: slower than a prerendered file.
    await expect(page).toHaveURL(`${server.url}/pt-br/noticias/3`, { timeout: 60_000 })
    await expect(page).toHaveTitle('Notícias – página 3 | Nuvora')
    await expect(cards(page)).toHaveCount(1)
    expect(await head(page, 'link[rel="canonical"]')).toEqual([expect.stringMatching(/[^/]\/pt-br\/noticias\/3$/)])
    expect(await head(page, 'link[rel="prev"]')).toEqual([expect.stringMatching(/[^/]\/pt-br\/noticias\/2$/)])
    expect(await head(page, 'link[rel="next"]')).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  test('shows the not-found page past the last page', async ({ page }) => {
    await page.goto(`${server.url}/pt-br/noticias/4`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
  })
})

// The built site (the suite's server): the real list fits on one page.
test('the built news list: page 1 by its number moves to the list (301), a page past the last is not found (404)', async ({
  request,
}) => {
  for (const locale of ['pt-br', 'en-us', 'es-es']) {
    const moved = await request.get(`/${locale}/noticias/1?utm=x`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`/${locale}/noticias?utm=x`)
    expect((await request.get(`/${locale}/noticias/2`, { maxRedirects: 0 })).status()).toBe(404)
    const list = await (await request.get(`/${locale}/noticias`)).text()
    expect(list).not.toMatch(/rel="(prev|next)"/)
    expect(list).not.toContain(`/${locale}/noticias/2"`)
  }
})
