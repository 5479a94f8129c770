import { readdirSync } from 'node:fs'
import { expect, test } from './fixtures'
import { loadEveryPicture, MAX_SERVED_RATIO, servedImages } from './imageDownloads'

const SITE = `${process.env.DIST_DIR ?? 'dist'}/client`
const firstArticle = readdirSync(`${SITE}/pt-br/noticias`, { withFileTypes: true }).find((entry) =>
  entry.isDirectory(),
)!
const ARTICLE = `/pt-br/noticias/${firstArticle.name}`

/**
 * The page kinds that show pictures, and whether their first block holds the page's largest picture; `nextLcp`:
 * under a short first block a phone sees the second block's first picture (a news list's first card), loaded at once.
 */
const PAGES = [
  { url: '/pt-br', lcpImage: true },
  { url: '/en-us', lcpImage: true },
  // Their hero art (from 1024 px only: phones download none of it, see below) is fetched first where it shows.
  { url: '/pt-br/quem-somos', lcpImage: true },
  { url: '/pt-br/noticias', lcpImage: true, nextLcp: true },
  // It opens on its form, beside a 64 px portrait: its largest element is the heading, no picture is hurried.
  { url: '/pt-br/contato', lcpImage: false },
  { url: ARTICLE, lcpImage: true },
  // Its first product card shows in a phone's first view (top ~740 px of 844), about as large as the heading.
  { url: '/pt-br/produtos-de-ia', lcpImage: true, nextLcp: true },
  { url: '/pt-br/fabrica-de-software', lcpImage: true },
  // A featured testimonial beside two 48 px portraits.
  { url: '/pt-br/contrate', lcpImage: true },
]
const SCREENS = [
  { name: 'phone 390 px at 2×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'laptop 1280 px at 1×', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]

for (const screen of SCREENS)
  test.describe(`pictures on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    for (const { url } of PAGES)
      test(`${url}: each picture is AVIF, sharp, and at most ${MAX_SERVED_RATIO}× its box`, async ({ page }) => {
        await page.goto(url)
        await loadEveryPicture(page)
        const served = await servedImages(page)
        expect(served.length, 'pictures shown').toBeGreaterThan(0)
        for (const image of served) {
          const what = `${image.url} in a ${image.shownWidth.toFixed(0)} px box`
          if (image.url.endsWith('.svg')) continue
          expect(image.url, what).toMatch(/\.avif$/)
          expect(image.ratio, `${what}: served too wide`).toBeLessThanOrEqual(MAX_SERVED_RATIO)
          // Sharp on this screen: as many pixels as the box has device pixels (a rounding pixel aside).
          expect(image.fileWidth, `${what}: blurred`).toBeGreaterThanOrEqual(
            Math.floor(image.shownWidth * screen.deviceScaleFactor) - 1,
          )
        }
      })
  })

test.describe('priority by position', () => {
  for (const { url, lcpImage, nextLcp = false } of PAGES)
    test(`${url}: ${lcpImage ? 'the first block’s picture is fetched first, from the HTML;' : ''} pictures below wait`, async ({
      page,
      request,
    }) => {
      // What the preload scanner reads: the HTML as served, before any script runs.
      const html = await (await request.get(url)).text()
      // React writes some attributes in camelCase (`fetchPriority`, `srcSet`); HTML reads them in any case.
      const first = [...html.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/gi)].map((match) => match[0])
      expect(first, 'pictures fetched first').toHaveLength(lcpImage ? 1 : 0)
      if (lcpImage) {
        expect(first[0]).toContain('loading="eager"')
        expect(first[0]).toMatch(/srcSet="[^"]+ \d+w/i)
        // Before any script the browser runs (structured data is not one).
        expect(html.indexOf(first[0]!)).toBeLessThan(
          html.search(/<script(?![^>]*type="application\/(ld\+)?json")[\s>]/),
        )
      }
      await page.goto(url)
      const pictures = await page.$$eval('picture img', (images) =>
        images.map((img) => {
          // The page's blocks: the children of <main> but the stylesheet link at its fold (first-paint.spec).
          const blocks = [...document.querySelector('main')!.children].filter((child) => child.tagName !== 'LINK')
          return {
            inFirstBlock: blocks[0]?.contains(img) ?? false,
            firstOfSecondBlock: blocks[1]?.querySelector('picture img') === img,
            loading: img.getAttribute('loading'),
            decoding: img.getAttribute('decoding'),
            sized: img.hasAttribute('width') && img.hasAttribute('height'),
          }
        }),
      )
      expect(pictures.length).toBeGreaterThan(0)
      for (const picture of pictures) {
        expect(picture.sized, 'width and height attributes (no layout shift)').toBe(true)
        if (picture.inFirstBlock || (nextLcp && picture.firstOfSecondBlock)) expect(picture.loading).toBe('eager')
        else expect([picture.loading, picture.decoding]).toEqual(['lazy', 'async'])
      }
    })
})

test('without JavaScript, every picture is shown (browsers load lazy ones at once when scripts are off)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const pictures = new Set<string>()
  page.on('response', (response) => {
    if (/\/assets\/media\/.+\.avif$/.test(response.url()) && response.ok()) pictures.add(response.url())
  })
  await page.goto(ARTICLE, { waitUntil: 'load' })
  // The pictures a phone shows (an article's cover is shown, and loaded, from 1024 px only).
  const shown = await page
    .locator('picture img')
    .evaluateAll((images) => images.filter((image) => image.getClientRects().length > 0).length)
  expect(shown).toBeGreaterThan(1)
  expect(pictures.size).toBe(shown)
  await context.close()
})

for (const [SERVICE, art] of [
  ['/pt-br/servicos/apis', 'apis'],
  ['/pt-br/quem-somos', 'quem-somos'],
  ['/en-us/produtos-de-ia', 'produtos-de-ia'],
  ['/pt-br/contrate', 'contrate'],
  ['/es-es/noticias', 'noticias'],
  ['/ia-noticia', 'ia-noticia'],
  // An article's cover: a phone reads the article without it.
  ['/pt-br/noticias/superando-barreiras-camila-duarte', 'superando-barreiras-camila-duarte'],
] as const)
  test.describe(`${SERVICE}: hero art shown from 1024 px only`, () => {
    // The picture in any locale's version (`produtos-de-ia.en-us-1180.….avif`).
    const heroArt = (url: string) => new RegExp(`/assets/media/${art}(\\.[a-z]{2}-[a-z]{2})?-\\d`).test(url)

    test('a phone downloads none of it; its largest element is text, or a picture below loaded at once', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await page.goto(SERVICE, { waitUntil: 'networkidle' })
      expect(requested.filter(heroArt)).toEqual([])
      await expect(page.locator('main > section:first-child picture').locator('..')).toBeHidden()
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[]
              const element = entries.at(-1)?.element
              // A lazy picture is found late (after layout): as the largest it would be a slow one.
              resolve(
                element?.tagName === 'IMG' ? `IMG ${element.getAttribute('loading')}` : (element?.tagName ?? 'none'),
              )
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(['H1', 'P', 'IMG eager']).toContain(largest)
    })

    test('a 1280 px screen fetches it first, beside the text', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await page.goto(SERVICE, { waitUntil: 'networkidle' })
      expect(requested.filter(heroArt)).toHaveLength(1)
      const art = page.locator('main > section:first-child picture img')
      await expect(art).toBeVisible()
      expect(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true)
      const [text, picture] = await Promise.all([
        page.locator('main > section:first-child h1').boundingBox(),
        art.boundingBox(),
      ])
      expect(picture!.x).toBeGreaterThan(text!.x + text!.width)
    })
  })

test('a picture with words shows them in the page’s language: each locale its own file, drawn from its catalog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const heroFile = async (url: string) => {
    await page.goto(url)
    const art = page.locator('main > section:first-child picture img')
    await expect(art).toBeVisible()
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true)
    return new URL(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
  }
  expect(await heroFile('/pt-br/servicos/apis')).toMatch(/^\/assets\/media\/apis-\d+\./)
  expect(await heroFile('/en-us/servicos/apis')).toMatch(/^\/assets\/media\/apis\.en-us-\d+\./)
  expect(await heroFile('/es-es/servicos/apis')).toMatch(/^\/assets\/media\/apis\.es-es-\d+\./)
  // A case screen, below the first block, too.
  await page.goto('/en-us')
  const cases = page.locator('[data-section="caseStudies"] picture img').first()
  await cases.scrollIntoViewIfNeeded()
  await expect.poll(() => cases.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.en-us-\d+\./)
})
