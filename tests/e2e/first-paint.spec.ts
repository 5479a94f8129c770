import { createHash } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures'
import { LOGO } from '../../src/design/logo.generated'
import { LOCALES } from '../../src/i18n/locales'
import { BENCHED_KINDS, FIRST_ROUND_TRIP_BYTES, firstRoundTrip } from './firstRoundTrip'

/** The five page kinds `npm run bench` measures, and a not-found page. */
const PAGES = [
  '/pt-br',
  '/pt-br/contato',
  '/pt-br/servicos/e-commerce',
  '/pt-br/quem-somos',
  '/pt-br/noticias/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs',
  '/en-us/nothing-here',
]

test.beforeEach(async ({ page }) => {
  // Every CSP violation the page meets, reported by the browser itself.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
})

for (const url of PAGES) {
  test(`${url}: its CSS and entry loader are inline, allowed by CSP hashes; styled before and after hydration`, async ({
    page,
  }) => {
    const response = await page.goto(url)
    const html = await response!.text()
    // No stylesheet or module preload holds back the first paint from <head>: the whole sheet is linked once, at the
    // fold (after the first block, or at the end of <main>).
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<link[^>]+rel="(modulepreload|stylesheet)"/)
    expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g)).toHaveLength(1)
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<main'))
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</main>') + 1)
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect([styles.length, scripts.length]).toEqual([1, 1])
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(response!.headers()['content-security-policy']).toContain(`style-src 'self' ${hash(styles[0]!)};`)
    expect(response!.headers()['content-security-policy']).toContain(`script-src 'self' ${hash(scripts[0]!)} `)
    expect(response!.headers()['content-security-policy']).not.toContain('unsafe-inline')
    // Tailwind's preflight applied: the inline stylesheet was not blocked.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
    await waitForHydration(page)
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  })
}

test("each benched page kind's first response, in every locale, fits in a connection's first round trip", () => {
  // Issue #39: the HTML with its first screen's CSS, as served with brotli (its `.br` twin), within the ~14 KB a new
  // connection's first round trip carries, so the first screen paints after one round trip.
  const sizes = LOCALES.flatMap((locale) =>
    BENCHED_KINDS.map(([kind, path]) => {
      const { htmlBrotli } = firstRoundTrip(`${process.env.DIST_DIR ?? 'dist'}/client`, `/${locale}${path}`)
      return `${kind} ${locale}: ${htmlBrotli} B`
    }),
  )
  const over = sizes.filter((line) => Number(/(\d+) B$/.exec(line)![1]) > FIRST_ROUND_TRIP_BYTES)
  expect(over, sizes.join('\n')).toEqual([])
})

for (const width of [390, 1280])
  test(`at ${width} px, each benched kind's first screen paints from its inline CSS as it looks once the sheet has loaded`, async ({
    page,
  }) => {
    // The page inlines only its first screen's rules (the header and the first block, `firstScreen`) and links the
    // whole sheet at its fold. Held back, the sheet holds back nothing above the fold, and the first screen already
    // looks as it will: a rule the inline CSS missed would change a pixel here.
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const [kind, path] of BENCHED_KINDS) {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/static\/[^/]+\.css$/, async (route) => (await held, route.continue()))
      await page.goto(`/pt-br${path}`, { waitUntil: 'commit' })
      // The first screen is there and painted, and nothing after the fold has been parsed.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
      const fold = page.locator('main link[rel="stylesheet"]')
      await expect(fold, kind).toHaveCount(1)
      expect(await page.locator('footer').count(), `${kind}: nothing after the fold is parsed yet`).toBe(0)
      const clip = await firstScreenClip(page, width)
      const before = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
      release()
      await page.waitForLoadState('load')
      await expect(page.locator('footer'), kind).toHaveCount(1)
      await page.evaluate(() => document.fonts.ready)
      const after = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
      await page.unroute(/\/assets\/static\/[^/]+\.css$/)
      expect(before.equals(after), `${kind} at ${width} px: the first screen changed when the sheet arrived`).toBe(true)
    }
  })

/** The first screen's box: from the top of the page to the bottom of the element before the fold's link. */
async function firstScreenClip(page: import('@playwright/test').Page, width: number) {
  const bottom = await page.evaluate(async () => {
    await document.fonts.ready
    const link = document.querySelector('main link[rel="stylesheet"]')!
    const images = [...document.images].filter((image) => image.compareDocumentPosition(link) & 4)
    await Promise.all(
      images
        .filter((image) => !image.loading || image.loading === 'eager')
        .map((image) => image.decode().catch(() => {})),
    )
    // The block's own box, or its content's where its element makes none (an island's `display: contents`).
    const range = document.createRange()
    range.selectNode(link.previousElementSibling!)
    return range.getBoundingClientRect().bottom + scrollY
  })
  // Whole pixel rows only: a row the next block covers in part is painted with it once the sheet has loaded.
  return { x: 0, y: 0, width, height: Math.min(Math.floor(bottom), 900) }
}

test('no script is fetched before the first paint, and the whole sheet once; the page hydrates after it', async ({
  page,
}) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  const { firstPaint, resources } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }))
  const scripts = resources.filter((resource) => resource.path.endsWith('.js'))
  expect(scripts.filter((script) => script.start < firstPaint)).toEqual([])
  expect(scripts.some((script) => script.path.startsWith('/assets/entries/'))).toBe(true)
  // The first screen's rules are inline; the whole sheet, linked at the fold, is fetched once (the first paint does
  // not wait for it: see the held-sheet cases above), and the hydration code's loader, which lists it, does not
  // fetch it again.
  expect(resources.filter((resource) => resource.path.endsWith('.css'))).toHaveLength(1)
})

test('the logo is drawn in the HTML, so it is in the first paint and costs no request', async ({ page }) => {
  // The site header and footer, the alternative header of the news pages, and the thank-you page.
  for (const url of ['/pt-br', '/pt-br/noticias', '/pt-br/obrigado']) {
    const html = await (await page.goto(url))!.text()
    expect(html, url).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Nuvora, página inicial"/)
    await waitForHydration(page)
    const box = await page.getByRole('img', { name: 'Nuvora, página inicial' }).first().boundingBox()
    // Drawn 32 px high; as wide as the drawing's proportions (`src/design/logo.generated.ts`).
    expect([box?.width, box?.height], url).toEqual([LOGO.width, 32])
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(
      requested.filter((path) => path.startsWith('/logos/nuvora')),
      url,
    ).toEqual([])
  }
})

test('a page a link opens has its inline styles, and nothing the CSP refuses', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.locator('footer a[href="/pt-br/contato"]').first().click()
  await expect(page).toHaveURL(/\/pt-br\/contato$/)
  await waitForHydration(page)
  expect(await page.locator('head style').count()).toBe(1)
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
