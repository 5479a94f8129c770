import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { galleryUrl } from '../../src/gallery/galleryLocales'

// Regression: the arrow that moved the carousel to its end was disabled while focused, and focus fell to <body>.
test('pressing an arrow by keyboard until its end hands focus to the other arrow', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/pt-br/quem-somos')
  await waitForHydration(page)
  const carousel = page.locator('#servicos')
  await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
  const previous = carousel.getByRole('button', { name: 'Anterior' })
  const next = carousel.getByRole('button', { name: 'Próximo' })

  await next.focus()
  for (let press = 0; press < 3; press++) {
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(next).toBeDisabled()
  await expect(previous).toBeFocused()

  for (let press = 0; press < 3; press++) {
    await expect(previous).toBeFocused()
    await page.keyboard.press('Space')
  }
  await expect(previous).toBeDisabled()
  await expect(next).toBeFocused()
})

// Regression: a press arriving before the previous move's first animation frame was counted from the old slide.
for (const reducedMotion of ['reduce', 'no-preference'] as const)
  test(`presses within one frame each move one slide (reduced motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/pt-br/quem-somos')
    await waitForHydration(page)
    const carousel = page.locator('#servicos')
    await expect(carousel.locator('.keen-slider')).toHaveAttribute('data-ready')
    const next = carousel.getByRole('button', { name: 'Próximo' })
    // The about carousel shows 4 of 7 services at 1280 px: its last position is 3 moves away.
    await next.evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
      button.click()
    })
    await expect(next).toBeDisabled()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('group', { name: '7 de 7' })).toBeInViewport({ ratio: 0.95 })
  })

for (const path of ['/pt-br/quem-somos', '/pt-br/noticias', '/en-us/noticias']) {
  test(`every region landmark on ${path} has its own name (the carousel is not named like its section)`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('.keen-slider[data-ready]')).toHaveCount(1)
    const regions = [...(await page.locator('body').ariaSnapshot()).matchAll(/- region "([^"]+)"/g)].map(
      (match) => match[1],
    )
    expect(regions.length).toBeGreaterThan(1)
    expect(new Set(regions).size, regions.join(' | ')).toBe(regions.length)
    expect(regions.some((name) => / — (carrossel|carousel|carrusel)$/.test(name!))).toBe(true)
  })
}

/** The carousels of the site: the About page's services (7, 4/2/1 per view) and the news page's videos (3, 3/1). */
const CAROUSELS = [
  { path: '/pt-br/quem-somos', section: 'servicesCarousel' },
  { path: '/pt-br/noticias', section: 'videoCarousel' },
] as const

/** The share (0 … 1) of slide `index`'s width that lies inside its track's visible box. */
function visibleShare(track: Locator, index: number) {
  return track.evaluate((element, i) => {
    const outer = element.getBoundingClientRect()
    const slide = element.children[i]!.getBoundingClientRect()
    return Math.max(0, Math.min(slide.right, outer.right) - Math.max(slide.left, outer.left)) / slide.width
  }, index)
}

async function openAt(page: Page, path: string, section: string, width: number) {
  await page.addInitScript(() => localStorage.setItem('cookies-accepted', 'false'))
  await page.setViewportSize({ width, height: 844 })
  await page.goto(path)
  await waitForHydration(page)
  const carousel = page.locator(`[data-section="${section}"]`)
  const track = carousel.locator('.keen-slider')
  await expect(track).toHaveAttribute('data-ready')
  await track.scrollIntoViewIfNeeded()
  return {
    carousel,
    track,
    arrows: carousel.locator('.carousel-button'),
    previous: carousel.getByRole('button', { name: 'Anterior' }),
    next: carousel.getByRole('button', { name: 'Próximo' }),
  }
}

for (const { path, section } of CAROUSELS)
  test(`at 390px the ${section} shows one whole slide and peeks at the next, and its last slide whole`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { track, next } = await openAt(page, path, section, 390)
    expect(await visibleShare(track, 0)).toBeGreaterThan(0.99)
    // The peek says "there is more this way": at least a tenth of the next slide, never half of it.
    const peek = await visibleShare(track, 1)
    expect(peek).toBeGreaterThanOrEqual(0.1)
    expect(peek).toBeLessThan(0.5)

    const slides = await track.locator('> *').count()
    // Pressed in the page, one move a frame, until the arrow is disabled: a `click()` racing the last move would wait
    // for an arrow that has just been disabled (and never comes back) until the test timed out.
    for (let press = 0; press < slides * 2; press++) {
      const pressed = await next.evaluate(async (button: HTMLButtonElement) => {
        if (button.disabled) return false
        button.click()
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        return true
      })
      if (!pressed) break
    }
    await expect(next).toBeDisabled()
    await expect.poll(() => visibleShare(track, slides - 1)).toBeGreaterThan(0.99)
    // At the end the slide before the last peeks in from the other side.
    expect(await visibleShare(track, slides - 2)).toBeGreaterThanOrEqual(0.1)
  })

test('where every slide fits the arrows are hidden, not shown disabled; they come back when some do not', async ({
  page,
}) => {
  // Three videos, three per view at 1280 px: nothing scrolls.
  const { arrows, next } = await openAt(page, '/pt-br/noticias', 'videoCarousel', 1280)
  await expect(arrows).toHaveCount(2)
  for (const arrow of await arrows.all()) await expect(arrow).toBeHidden()

  // Turned to a phone (one per view plus a peek) the same carousel scrolls: its arrows show and work.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(next).toBeVisible()
  await expect(next).toBeEnabled()
  await page.setViewportSize({ width: 800, height: 844 })
  await expect(next).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 844 })
  for (const arrow of await arrows.all()) await expect(arrow).toBeHidden()

  // Seven services, four per view: the About carousel keeps its arrows at 1280 px.
  const about = await openAt(page, '/pt-br/quem-somos', 'servicesCarousel', 1280)
  for (const arrow of await about.arrows.all()) await expect(arrow).toBeVisible()
})

/** The page's cumulative layout shift so far (no input), after the slider started and settled. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
}

for (const { path, section } of CAROUSELS)
  for (const width of [390, 800, 1280])
    test(`the ${section} starts at ${width}px without layout shift (the arrows take the cue's place)`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('cookies-accepted', 'false'))
      // Tall enough that the carousel is in the viewport while it starts, so a shift would count.
      await page.setViewportSize({ width, height: 4000 })
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator(`[data-section="${section}"] .keen-slider`)).toHaveAttribute('data-ready')
      await page.waitForTimeout(500)
      expect(await layoutShift(page)).toBeLessThan(0.001)
    })

// The gallery is static HTML (no script): the row is left out by the stylesheet alone, from the number of slides.
test('the controls row (cue or arrows) is left out at each width where every slide fits', async ({ page }) => {
  await page.goto(galleryUrl('pt-br'), { waitUntil: 'domcontentloaded' })
  // Only the carousels stay: the whole gallery is slow to lay out at each width.
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll<HTMLElement>('[data-gallery-section]'))
      if (!frame.dataset.gallerySection!.endsWith('Carousel')) frame.remove()
  })
  const controls = (section: string, fixture: string) =>
    page.locator(`[data-gallery-section="${section}"][data-gallery-fixture="${fixture}"] .carousel-controls`)
  // Slides per view: services 4 / 2 / 1 and a peek, videos 3 / 1 / 1 and a peek (above 1024, to 1024, to 640 px).
  for (const { width, shown } of [
    {
      width: 1280,
      shown: { oneService: false, aboutServices: true, oneVideoDark: false, threeVideos: false, fourVideosLight: true },
    },
    {
      width: 800,
      shown: { oneService: false, aboutServices: true, oneVideoDark: false, threeVideos: true, fourVideosLight: true },
    },
    {
      width: 390,
      shown: { oneService: false, aboutServices: true, oneVideoDark: false, threeVideos: true, fourVideosLight: true },
    },
  ]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [fixture, visible] of Object.entries(shown)) {
      const row = controls(fixture.includes('Video') ? 'videoCarousel' : 'servicesCarousel', fixture)
      await expect(row, `${fixture} at ${width}px`).toHaveCount(1)
      if (visible) await expect(row, `${fixture} at ${width}px`).toBeVisible()
      else await expect(row, `${fixture} at ${width}px`).toBeHidden()
    }
  }
})
