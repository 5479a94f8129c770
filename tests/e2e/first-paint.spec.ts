import { createHash } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures'
import { LOGO } from '../../src/design/logo.generated'

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
    expect(html).not.toMatch(/<link[^>]+rel="(modulepreload|stylesheet)"/)
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

test('no script and no stylesheet is fetched before the first paint; the page hydrates after it', async ({ page }) => {
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
  // The page's own rules are inline; the whole sheet is fetched once, after the first paint (the entry loader links
  // it), and the hydration code's loader, which lists it, does not fetch it again.
  const sheets = resources.filter((resource) => resource.path.endsWith('.css'))
  expect(sheets).toHaveLength(1)
  expect(sheets.filter((sheet) => sheet.start < firstPaint)).toEqual([])
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
