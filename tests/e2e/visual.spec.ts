import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import { galleryUrl } from '../../src/gallery/galleryLocales'
import { expect, test } from './fixtures'

/**
 * Visual regression: every gallery block (each section × fixture, then × tone × variant) of `/_gallery/pt-br`, alone
 * on the page, at a phone and a desktop width, pixel for pixel against the baselines committed under
 * `tests/e2e/__screenshots__/` (`snapshotPathTemplate` in playwright.config.ts). A tone variant (`·tone=…`) differs
 * from its fixture in colour only, and colours do not depend on the width: it is shot at `TONE_WIDTH` alone (its
 * layout is its fixture's, shot at both). After an intended change: `npm run test:visual:update`, look at the new
 * images, commit them.
 */
const WIDTHS = [390, 1280] as const
/** The one width of the tone variants: the desktop, where every part of a block shows (hero art from 1024 px). */
const TONE_WIDTH = 1280
const isToneVariant = (fixture: string) => fixture.includes('·tone=')
const LOCALE = 'pt-br'

/** Every section folder (`sections/<type>/`): one test each, so a failure names its section. */
const SECTION_TYPES = readdirSync(join(import.meta.dirname, '../../sections'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)

/** Hides every gallery block but the one marked `data-visual-shot`, and the gallery's header. */
const ALONE = '[data-gallery-section]:not([data-visual-shot]), main > header { display: none !important; }'

// The gallery's CSP allows no inline style; the test adds one (`ALONE`).
test.use({ bypassCSP: true })

for (const type of SECTION_TYPES) {
  test(`${type}: every gallery block looks as its baseline at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(120_000)
    // Loaded at the first width shot: loaded at a wider one, a picture kept the larger file it had started, or not,
    // as the load and the resize raced (the browser does not trade a loaded picture for a smaller one).
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.goto(galleryUrl(LOCALE), { waitUntil: 'domcontentloaded' })
    // Only this section's blocks stay, each shown alone at the top of the page: its pixels depend on nothing else.
    await page.evaluate((keep) => {
      for (const frame of document.querySelectorAll<HTMLElement>('[data-gallery-section]'))
        if (frame.dataset.gallerySection !== keep) frame.remove()
    }, type)
    await page.addStyleTag({ content: ALONE })
    const blocks = page.locator(`[data-gallery-section="${type}"]`)
    const fixtures = await blocks.evaluateAll((frames) =>
      frames.map((frame) => frame.getAttribute('data-gallery-fixture')!),
    )
    expect(fixtures.length, `the gallery shows ${type}`).toBeGreaterThan(0)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const [index, fixture] of fixtures.entries()) {
        if (isToneVariant(fixture) && width !== TONE_WIDTH) continue
        const block = blocks.nth(index)
        await showAlone(block)
        const broken = await whenPicturesAndFontsAreReady(block)
        expect.soft(broken, `${type} › ${fixture} · ${width} px: images that failed to load`).toEqual([])
        await expect
          .soft(block, `${type} › ${fixture} · ${width} px`)
          .toHaveScreenshot([type, `${fileName(fixture)}-${width}.png`], {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixels: 0,
          })
      }
    }
  })
}

/** `threeButtons·tone=inverse` → `threeButtons.tone-inverse`: plain ASCII file names. */
const fileName = (fixture: string) => fixture.replace(/·/g, '.').replace(/[^A-Za-z0-9.-]+/g, '-')

/** Shows `block` alone, scrolled into view: one round trip to the page per shot. */
async function showAlone(block: Locator) {
  await block.evaluate((frame) => {
    document.querySelector('[data-visual-shot]')?.removeAttribute('data-visual-shot')
    frame.setAttribute('data-visual-shot', '')
    frame.scrollIntoView({ block: 'nearest' })
  })
}

/**
 * Loads every picture of the block now (lazy ones too: a block taller than the viewport is shot beyond it), waits
 * until each is loaded and decoded, and for the fonts; returns the pictures that failed.
 */
function whenPicturesAndFontsAreReady(block: Locator): Promise<string[]> {
  return block.evaluate(async (frame) => {
    const images = [...frame.querySelectorAll('img')]
    for (const image of images) image.loading = 'eager'
    const broken: string[] = []
    await Promise.all(
      images.map(async (image) => {
        const deadline = Date.now() + 10_000
        while (!image.complete && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
        try {
          await image.decode()
        } catch {
          broken.push(image.currentSrc || image.src)
        }
      }),
    )
    await document.fonts.ready
    return broken
  })
}
