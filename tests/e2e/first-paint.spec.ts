import { createHash } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures'

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
  test(`${url}: its CSS is inline, allowed by the CSP hash, and styles the page before and after hydration`, async ({
    page,
  }) => {
    const response = await page.goto(url)
    const html = await response!.text()
    expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"/)
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
    expect(styles).toHaveLength(1)
    const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`
    expect(response!.headers()['content-security-policy']).toContain(`style-src 'self' ${hash};`)
    expect(response!.headers()['content-security-policy']).not.toContain('unsafe-inline')
    // Tailwind's preflight applied: the inline stylesheet was not blocked.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
    await waitForHydration(page)
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  })
}

test('no script but the tiny client entry loads before the first paint', async ({ page, request }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  const html = await (await request.get('/pt-br')).text()
  const entry = /<script src="([^"]+)" type="module"/.exec(html)![1]!
  const entryCode = await (await request.get(entry)).text()
  const entryImports = [...entryCode.matchAll(/from"([^"]+\.js)"/g)].map(
    (match) => new URL(match[1]!, `http://x${entry}`).pathname,
  )
  expect(entryCode.length).toBeLessThan(2_000)
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }))
  const beforePaint = scripts.filter((script) => script.start < firstPaint).map((script) => script.path)
  expect(
    beforePaint.every((path) => path === entry || entryImports.includes(path)),
    beforePaint.join(', '),
  ).toBe(true)
  // The hydration code came after the paint, and the page hydrated.
  expect(scripts.length).toBeGreaterThan(beforePaint.length)
})

test('a client-side navigation keeps the inline styles', async ({ page }) => {
  await page.goto('/pt-br')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.locator('footer a[href="/pt-br/contato"]').first().click()
  await expect(page).toHaveURL(/\/pt-br\/contato$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(await page.locator('head style').count()).toBe(1)
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
