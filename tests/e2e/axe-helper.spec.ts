import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/** An image with no text alternative: the violation the probe pages hold, in themselves or in their frame. */
const IMAGE_WITHOUT_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">'
const document = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>${body}</main></body></html>`

/** The helper every axe check uses (`axe.ts`) finds a violation in the page, and refuses a page it cannot check. */
test.describe('axeViolations', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const otherOrigin = baseURL!.replace('127.0.0.1', 'localhost')
    await page.route('**/__axe-probe/**', (route) => {
      const bodies: Record<string, string> = {
        '/__axe-probe/image': IMAGE_WITHOUT_ALT,
        '/__axe-probe/framed': '<iframe title="Same origin" src="/__axe-probe/image"></iframe>',
        '/__axe-probe/foreign': `<iframe title="Another origin" src="${otherOrigin}/__axe-probe/image"></iframe>`,
        '/__axe-probe/clean': '<p>Nothing to report.</p>',
        // Two navigation landmarks of one name: axe's best-practice rule `landmark-unique`, in no WCAG rule set.
        '/__axe-probe/best-practice': '<nav><p>A</p></nav><nav><p>B</p></nav>',
      }
      const body = bodies[new URL(route.request().url()).pathname] ?? ''
      return route.fulfill({ contentType: 'text/html', body: document(body) })
    })
  })

  test('finds a violation in the page', async ({ page }) => {
    await page.goto('/__axe-probe/image')
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(.*\): img$/)])
  })

  for (const [kind, path, frameUrl] of [
    ['the same origin', '/__axe-probe/framed', /http:\/\/127\.0\.0\.1:\d+\/__axe-probe\/image/],
    ['another origin', '/__axe-probe/foreign', /http:\/\/localhost:\d+\/__axe-probe\/image/],
  ] as const)
    test(`refuses a page with a frame of ${kind}, which it could not check reliably`, async ({ page }) => {
      await page.goto(path)
      await expect(page.frameLocator('iframe').locator('h1')).toHaveText('Probe')
      await expect(axeViolations(page)).rejects.toThrow(frameUrl)
    })

  test('reports nothing on a clean page', async ({ page }) => {
    await page.goto('/__axe-probe/clean')
    expect(await axeViolations(page)).toEqual([])
  })

  test('checks the WCAG 2.2 AA rules only, not axe’s best practices', async ({ page }) => {
    await page.goto('/__axe-probe/best-practice')
    expect(await axeViolations(page)).toEqual([])
  })
})
