import { readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The built site hydrates islands only (`src/render/hydrateIslands.tsx`): the blocks whose section is `interactive`,
 * the header's menus and the cookie banner. Every other block is the server's HTML, and its section's code is never
 * requested. How islands behave with and without JavaScript is each one's own spec (forms, forms-nojs, carousel,
 * drawer, consent); this one checks the line between them.
 */
const SITE = process.env.DIST_DIR ?? 'dist'

/** Each section's own chunk in the build, by block type (`assets.json`: Vite's manifest of the browser's files). */
function sectionChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(`${SITE}/assets.json`, 'utf8')) as Record<string, { file: string }>
  return new Map(
    Object.entries(manifest).flatMap(([source, { file }]) => {
      const type = /^sections\/([^/]+)\/index\.ts$/.exec(source)?.[1]
      return type ? [[type, `/${file}`] as const] : []
    }),
  )
}

/** The page's blocks in order: their type, whether each is an island, and the HTML of each. */
function readBlocks() {
  return [...document.querySelectorAll('#main [data-section]')]
    .filter((element) => !element.parentElement?.closest('[data-section]'))
    .map((element) => ({
      type: element.getAttribute('data-section')!,
      island: element.parentElement?.getAttribute('data-island') === 'block',
      html: element.outerHTML,
    }))
}

// A form among static blocks, and a carousel among them.
for (const url of ['/pt-br/servicos/e-commerce', '/pt-br/quem-somos'])
  test(`${url}: a static block's code is never requested and its HTML stays the server's; each island's code is`, async ({
    page,
    browser,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(url)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const blocks = await page.evaluate(readBlocks)
    const chunks = sectionChunks()
    const islands = blocks.filter((block) => block.island)
    const still = blocks.filter((block) => !block.island)
    expect(islands.length, 'islands on the page').toBeGreaterThan(0)
    expect(still.length, 'static blocks on the page').toBeGreaterThan(1)
    for (const { type } of islands) expect(requested, `${type}'s code`).toContain(chunks.get(type))
    for (const { type } of still) {
      expect(chunks.get(type), `${type} has a chunk in the build`).toBeDefined()
      if (!islands.some((island) => island.type === type))
        expect(requested, `${type}'s code`).not.toContain(chunks.get(type))
    }

    // The same page without JavaScript: each static block is exactly what the hydrated page shows.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    await bare.goto(url)
    const served = await bare.evaluate(readBlocks)
    await context.close()
    expect(
      still.map((block) => block.html),
      'static blocks after hydration',
    ).toEqual(served.filter((block) => !block.island).map((block) => block.html))
  })

test("an island keeps the server's nodes: the form's elements stay, and every id reference resolves", async ({
  page,
}) => {
  await page.goto('/pt-br/contrate', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => {
    const island = document.querySelector('[data-island="block"]')!
    Object.assign(window, { served: [...island.querySelectorAll('*')] })
  })
  await waitForHydration(page)
  const replaced = await page.evaluate(() =>
    (window as unknown as { served: Element[] }).served.filter((element) => !element.isConnected).map((e) => e.tagName),
  )
  expect(replaced, 'server nodes of the form the browser replaced').toEqual([])
  // The server's ids are React's, the browser's Preact's: each reference must name an element that exists.
  for (const url of ['/pt-br/contrate', '/pt-br', '/pt-br/quem-somos']) {
    if (url !== '/pt-br/contrate') await page.goto(url)
    await waitForHydration(page)
    const dangling = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-island] [aria-controls], [data-island] [aria-describedby], [data-island] [aria-labelledby], [data-island] label[for]',
        ),
      ]
        .flatMap((element) =>
          ['aria-controls', 'aria-describedby', 'aria-labelledby', 'for'].flatMap((name) =>
            (element.getAttribute(name) ?? '')
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => `${name}=${id}`),
          ),
        )
        .filter((reference) => !document.getElementById(reference.split('=')[1]!)),
    )
    expect(dangling, url).toEqual([])
  }
})

test('the header, the cookie banner and the cookie settings are islands; the footer is not', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  const islands = await page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].map((element) => element.getAttribute('data-island')),
  )
  expect(islands).toEqual(['consent', 'header', 'cookie-settings'])
  await expect(page.locator('footer [data-island]')).toHaveCount(1)
})

test("a link is the browser's own load, fetched ahead when the pointer rests on it", async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  const link = page.locator('footer a[href="/pt-br/quem-somos"]').first()
  const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/pt-br/quem-somos')
  await link.hover()
  expect(await (await prefetch).headerValue('sec-purpose')).toContain('prefetch')
  const [navigation] = await Promise.all([page.waitForEvent('framenavigated'), link.click()])
  expect(new URL(navigation.url()).pathname).toBe('/pt-br/quem-somos')
  await waitForHydration(page)
  await expect(page.locator('h1')).toBeVisible()
})

test("on a phone the bar's navigation stays the server's HTML; widened, it is rendered with its scripted menus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pt-br')
  const bar = page.locator('header nav.lg\\:block')
  await bar.evaluate((nav) => Object.assign(nav, { serverNode: true }))
  await waitForHydration(page)
  // The header is live (its phone menu button is the scripted one)…
  await expect(page.locator('header button[aria-haspopup="dialog"]')).toBeAttached()
  // …while the bar it does not show is the very node the server wrote, its menus the native disclosures.
  expect(await bar.evaluate((nav) => 'serverNode' in nav)).toBe(true)
  await expect(bar.locator('details > summary')).toHaveCount(2)
  await page.setViewportSize({ width: 1280, height: 800 })
  const services = bar.getByRole('button', { name: 'Serviços' })
  await expect(services).toHaveAttribute('aria-expanded', 'false')
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await expect(bar.locator('details')).toHaveCount(0)
})

test("on a wide screen the bar's menus are the scripted ones once hydrated", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/pt-br')
  await waitForHydration(page)
  const bar = page.locator('header nav.lg\\:block')
  await expect(bar.getByRole('button', { name: 'Serviços' })).toHaveAttribute('aria-expanded', 'false')
  await expect(bar.locator('details')).toHaveCount(0)
})
