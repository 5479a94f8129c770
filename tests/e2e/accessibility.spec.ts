import type { Page } from '@playwright/test'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { galleryUrl } from '../../src/gallery/galleryLocales'
import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { pageKinds } from './pageKinds'
import { prerenderedUrls } from './routes'

/**
 * WCAG 2.2 AA with axe, and no horizontal scrolling at 320 px (WCAG 1.4.10 reflow) on every prerendered page.
 *
 * axe looks at what a page is made of, so it runs once on each thing that differs, not on every URL:
 * - the section gallery in each locale: every section, fixture, tone and variant, with its copy in that locale;
 * - each page kind (`pageKinds`: each file of `pages/`, and the not-found page) in the default locale at 1280 px and
 *   in the longest one, es-es, at 390 px (a kind without an es-es page at both widths in the default locale);
 * - each layout's header and footer in every locale at both widths, on the first page kind that uses it.
 * The reflow check, cheap, still covers every URL of the build: those axe checks load after their axe runs, the
 * others a few per test in one page.
 */
const DESKTOP = 1280
const PHONE = 390
const LONGEST: Locale = 'es-es'

/** Whether the page scrolls sideways, and if so the widest culprits, so the failure says what to fix. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((element) => !element.closest('[aria-roledescription="carousel"]'))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
    return { scrollWidth: root.scrollWidth, culprits }
  })
}

/**
 * Loads `url` at 1280 px and waits until the whole page is live, runs axe at each width, then narrows it to 320 px
 * and checks it does not scroll sideways: one load, resized as a visitor rotating a tablet would see it.
 */
async function expectAccessible(page: Page, url: string, axeWidths: number[]) {
  await page.setViewportSize({ width: DESKTOP, height: 844 })
  await page.goto(url)
  await waitForHydration(page)
  for (const width of axeWidths) {
    await page.setViewportSize({ width, height: 844 })
    expect.soft(await axeViolations(page), `axe on ${url} at ${width}px`).toEqual([])
  }
  await page.setViewportSize({ width: 320, height: 640 })
  expect.soft(await horizontalOverflow(page), `horizontal scroll at 320px on ${url}`).toBeNull()
}

/** Every URL to check with axe, and at which widths: the page kinds, then each layout in every locale. */
function axeChecks(): Map<string, Set<number>> {
  const checks = new Map<string, Set<number>>()
  const add = (url: string | undefined, ...widths: number[]) => {
    if (!url) return
    const set = checks.get(url) ?? new Set<number>()
    for (const width of widths) set.add(width)
    checks.set(url, set)
  }
  const kinds = pageKinds()
  for (const { urls } of kinds) {
    if (urls[LONGEST]) {
      add(urls[DEFAULT_LOCALE], DESKTOP)
      add(urls[LONGEST], PHONE)
    } else add(urls[DEFAULT_LOCALE], DESKTOP, PHONE)
  }
  for (const layout of new Set(kinds.map((kind) => kind.layout))) {
    const { urls } = kinds.find((kind) => kind.layout === layout)!
    for (const locale of LOCALES) add(urls[locale], DESKTOP, PHONE)
  }
  return checks
}

/** The gallery in each locale a visitor reads, once: the default locale at 1280 px, the others at 390 px. */
for (const locale of LOCALES) {
  const width = locale === DEFAULT_LOCALE ? DESKTOP : PHONE
  test(`gallery ${locale}: no axe violation in any section, fixture, tone or variant at ${width}px`, async ({
    page,
  }) => {
    // axe on the gallery's ~11,000 elements takes 40–100 s on two cores.
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 844 })
    await page.goto(galleryUrl(locale))
    expect(await axeViolations(page), `axe on ${galleryUrl(locale)} at ${width}px`).toEqual([])
  })
}

// Two full axe runs on the longest pages take 15–25 s on two cores: room for a loaded machine.
const checks = axeChecks()
for (const [url, widths] of checks) {
  const list = [...widths].sort((a, b) => b - a)
  test(`${url}: no axe violation at ${list.join(' and ')}px, no horizontal scroll at 320px`, async ({ page }) => {
    test.setTimeout(60_000)
    await expectAccessible(page, url, list)
  })
}

/** Every other prerendered URL, at most 10 per test, in batches of even size: one page loads them in turn. */
const urls = prerenderedUrls().filter((url) => !checks.has(url))
const batchSize = Math.ceil(urls.length / Math.ceil(urls.length / 10))
for (let start = 0; start < urls.length; start += batchSize) {
  const batch = urls.slice(start, start + batchSize)
  test(`no horizontal scroll at 320px: ${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 10_000)
    for (const url of batch) await expectAccessible(page, url, [])
  })
}
