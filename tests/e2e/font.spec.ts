import type { Browser, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { firstRoundTrip, firstTripCells } from './firstRoundTrip'
import { brandFaceStatus, BRAND_FAMILY, FONT_FILE, fontDownloads } from './fontDownloads'
import { prerenderedUrls } from './routes'

/**
 * The brand face (`src/design/fonts.css`, `npm run fonts`): one woff2, preloaded by every page, and a fallback sized
 * by capsize so that the swap from the fallback to the face moves nothing.
 */

test('every page names the one woff2 in its preload and in its CSS, by the same hashed URL', async ({ request }) => {
  const urls = [...prerenderedUrls(), '/_gallery/pt-br', '/_gallery/pseudo', '/en-us/nothing-here']
  const named = new Set<string>()
  for (const url of urls) {
    const html = await (await request.get(url)).text()
    const preloads = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map((match) => match[0])
    expect(preloads, url).toHaveLength(1)
    const href = /\bhref="([^"]+)"/.exec(preloads[0]!)![1]!
    expect(href, url).toMatch(FONT_FILE)
    expect(preloads[0], url).toMatch(/\btype="font\/woff2"/)
    expect(preloads[0], url).toMatch(/\scrossorigin(\s|=|\/|>)/)
    const inCss = [...html.matchAll(/url\(([^)]+\.(?:woff2?|ttf|otf)[^)]*)\)/g)].map((match) => match[1])
    expect(inCss, url).toEqual([href])
    named.add(href)
  }
  expect(named.size).toBe(1)
  // Served as a font, cached for a year (a hashed name never changes), allowed by the CSP of the pages.
  const font = await request.get([...named][0]!)
  expect(font.status()).toBe(200)
  expect(font.headers()['content-type']).toBe('font/woff2')
  expect(font.headers()['cache-control']).toContain('immutable')
  const page = await request.get('/pt-br')
  expect(page.headers()['content-security-policy']).toContain("font-src 'self'")
})

/** The pages and widths where the first viewport is compared with and without the font. */
const SWAP_PAGES = [
  '/pt-br',
  '/en-us/quem-somos',
  '/es-es/contato',
  '/pt-br/servicos/e-commerce',
  '/pt-br/noticias/superando-barreiras-camila-duarte',
]
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

interface TextBox {
  index: number
  label: string
  height: number
  lineHeight: number
  visible: boolean
}

/** Every h1, h2, p and a of the page, in document order: its box, and whether it is in the first viewport. */
function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0)
    return [...document.querySelectorAll('h1, h2, p, a')].map((element, index) => {
      const box = element.getBoundingClientRect()
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return {
        index,
        label: `${element.tagName.toLowerCase()} "${text}"`,
        height: box.height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight) || box.height,
        visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      }
    })
  })
}

/**
 * Loads `url` at `viewport` as first painted (the prerendered HTML, before its script runs: when the font arrives),
 * the font either loaded or refused (the fallback stays), and answers its text boxes.
 */
async function boxesWith(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  font: 'loaded' | 'refused',
): Promise<TextBox[]> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    if (font === 'refused') await page.route(FONT_FILE, (route) => route.abort())
    await page.goto(url)
    await page.evaluate(() => document.fonts.ready)
    expect(await brandFaceStatus(page)).toContain(font === 'loaded' ? 'loaded' : 'error')
    return await textBoxes(page)
  } finally {
    await context.close()
  }
}

test.describe('the swap moves nothing', () => {
  for (const viewport of WIDTHS)
    for (const url of SWAP_PAGES) {
      test(`${url} at ${viewport.width} px: the first viewport's text takes the same lines in the fallback`, async ({
        browser,
      }, testInfo) => {
        const loaded = await boxesWith(browser, url, viewport, 'loaded')
        const fallback = await boxesWith(browser, url, viewport, 'refused')
        expect(fallback.map((box) => box.label)).toEqual(loaded.map((box) => box.label))
        const compared = loaded.filter((box) => box.visible)
        expect(compared.length).toBeGreaterThan(3)
        const differences = compared
          .map((box) => ({ box, other: fallback[box.index]! }))
          .filter(({ box, other }) => Math.abs(box.height - other.height) > 0.5)
        testInfo.annotations.push({
          type: 'line boxes',
          description: `${compared.length} compared, ${differences.length} differ${differences
            .map(
              ({ box, other }) => ` · ${box.label}: ${box.height} px with the font, ${other.height} px in the fallback`,
            )
            .join('')}`,
        })
        // Every line break the same: the swap changes no box's height.
        expect(
          differences.map(({ box, other }) => `${box.label}: ${box.height} px, ${other.height} px in the fallback`),
          `text boxes of ${url} at ${viewport.width} px`,
        ).toEqual([])
      })
    }
})

/** How long the font is held back after the page's first contentful paint. */
const FONT_LATE_MS = 1500

/** A layout shift as the page records it: its score, its time and the elements that moved. */
interface LayoutShiftRecord {
  value: number
  at: number
  sources: string[]
}
/**
 * The page's window while it records its layout shifts (an init script fills `layoutShifts`) and when the cookie
 * banner was added (`bannerAt`, on the page's timeline).
 */
type ShiftRecordingWindow = Window & { layoutShifts: LayoutShiftRecord[]; bannerAt?: number }

test.describe('a late font shifts no layout', () => {
  for (const viewport of WIDTHS)
    for (const url of SWAP_PAGES) {
      test(`${url} at ${viewport.width} px: the font arriving 1.5 s after the first paint shifts the layout by 0.000`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport)
        // Held until the page has painted in the fallback, then 1.5 s more: a fixed delay from the request raced the
        // first paint on a loaded machine (painted at 2.3 s, after a font held 1.5 s from 0.7 s).
        let painted: () => void = () => {}
        const firstPaint = new Promise<void>((resolve) => (painted = resolve))
        await page.exposeFunction('reportFirstContentfulPaint', () => painted())
        await page.addInitScript(() => {
          const shifts: LayoutShiftRecord[] = []
          const recording = window as unknown as ShiftRecordingWindow
          recording.layoutShifts = shifts
          const banner = new MutationObserver(() => {
            if (!document.querySelector('[data-consent-banner]')) return
            recording.bannerAt = performance.now()
            banner.disconnect()
          })
          banner.observe(document, { childList: true, subtree: true })
          new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0)
              void (
                window as unknown as { reportFirstContentfulPaint: () => Promise<void> }
              ).reportFirstContentfulPaint()
          }).observe({ type: 'paint', buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources?: { node?: Node | null }[]
            })[]) {
              if (entry.hadRecentInput) continue
              shifts.push({
                value: entry.value,
                at: entry.startTime,
                sources: (entry.sources ?? []).map(
                  (source) =>
                    `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
                ),
              })
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.route(FONT_FILE, async (route) => {
          await firstPaint
          await new Promise((resolve) => setTimeout(resolve, FONT_LATE_MS))
          await route.continue()
        })
        await page.goto(url)
        await waitForHydration(page)
        // The fallback was painted first; then the face arrives and replaces it.
        await page.waitForFunction(
          (family) =>
            [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded'),
          BRAND_FAMILY,
          { timeout: 10_000 },
        )
        await expect(page.locator('[data-consent-banner]')).toBeVisible()
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
            ),
        )
        const { shifts, paintedAt, fontArrived, bannerAt } = await page.evaluate(() => ({
          shifts: (window as unknown as ShiftRecordingWindow).layoutShifts,
          bannerAt: (window as unknown as ShiftRecordingWindow).bannerAt ?? Number.NaN,
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          fontArrived: (
            performance
              .getEntriesByType('resource')
              .find((entry) => /\.woff2$/.test(entry.name)) as PerformanceResourceTiming
          ).responseEnd,
        }))
        // The page was painted in the fallback first, so the swap happened in front of the visitor.
        expect(fontArrived).toBeGreaterThan(paintedAt + FONT_LATE_MS)
        const sum = shifts.reduce((total, shift) => total + shift.value, 0)
        const description = `${sum.toFixed(5)} (painted at ${Math.round(paintedAt)} ms, font at ${Math.round(fontArrived)} ms, banner at ${Math.round(bannerAt)} ms)${shifts
          .map((shift) => ` · ${shift.value.toFixed(5)} at ${Math.round(shift.at)} ms: ${shift.sources.join(', ')}`)
          .join('')}`
        testInfo.annotations.push({ type: 'layout shift', description })
        // The cookie banner, text the script adds to the first screen, opens once the face is in. Drawn in the
        // fallback it wrapped again at the swap: the fallback is sized on English text (capsize's average widths) and
        // is 1.3–1.5 % wider on the site's Portuguese and Spanish copy (median over each locale's messages, weights
        // 400–700; 0.3–0.8 % on its English). On /es-es/contato at 390 px the banner's first line, "Usamos cookies de
        // medición y anuncios solo si aceptas.", is 355.4 px in the face and 362.8 px in the fallback, for 357 px of
        // room: at the swap "aceptas." moved up to it and "Saber más" to the start of the next line, layout shift
        // 0.00142 (2 of 4 runs: those where the banner opened, 1 s after hydration, before the font). A fallback
        // sized on the site's own text would still leave that line 0.3 % too wide: the banner waits for the face
        // instead (`src/consent/useTracking.ts`).
        expect(bannerAt, `the cookie banner opened after the face arrived: ${description}`).toBeGreaterThan(fontArrived)
        // CLS 0 as Lighthouse prints it (three decimals): the lines stay, only a link a fraction of a pixel wider
        // may nudge its neighbours in a row (a few hundred-thousandths).
        expect(sum, `layout shift of ${url} at ${viewport.width} px: ${description}`).toBeLessThan(0.0005)
      })
    }
})

test('the bench reports the font bytes and the first round trip of a page', async ({ page }, testInfo) => {
  // `npm run bench` prints this line for each page kind (scripts/bench.mjs); here it runs on the home page.
  const fonts = await fontDownloads(page, '/pt-br')
  expect(fonts.files).toHaveLength(1)
  expect(fonts.bytes).toBeGreaterThan(20_000)
  expect(fonts.bytes).toBeLessThan(40_000)
  const trip = firstRoundTrip(`${process.env.DIST_DIR ?? 'dist'}/client`, '/pt-br')
  expect(trip.cssBytes).toBeGreaterThan(0)
  expect(trip.cssBrotli).toBeLessThan(trip.htmlBrotli)
  expect(trip.htmlBrotli).toBeLessThan(trip.htmlBytes)
  const line = firstTripCells(fonts, trip)
  expect(line).toMatch(/^fonts +\d+\.\d KB in 1 file +HTML +\d+\.\d KB br \( *\d+\.\d KB\) [✓✗] +inline CSS/)
  testInfo.annotations.push({ type: 'bench', description: line })
})
