import type { Page } from '@playwright/test'

/** How each picture a page shows was served: the file the browser picked against the box it fills. */
export interface ServedImage {
  /** The file picked (`currentSrc`). */
  url: string
  /**
   * The file's own pixel width (not the `<img>`'s `naturalWidth`, which a `srcset` pick divides by its density),
   * and the CSS width of its box.
   */
  fileWidth: number
  shownWidth: number
  /** `fileWidth ÷ shownWidth`: 2 is exact on a 2× screen, 1 on a 1× screen. */
  ratio: number
}

/** No picture may be served more than this many times wider than its box (the limit). */
export const MAX_SERVED_RATIO = 2.2

/**
 * Scrolls `page` to the bottom and back, a screen at a time, so every lazy picture starts, then waits until each
 * picture built by the site (`<picture>`) has arrived.
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  // A carousel lays its slides out when it starts: a picture measured before would be judged against a box that
  // exists for a frame (a poster 111 px wide while its slide takes its place). So: the page hydrated (as
  // `waitForHydration` checks it, written without named functions: see below) and every carousel ready.
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return false
    return [...document.querySelectorAll('.keen-slider')].every((slider) => slider.hasAttribute('data-ready'))
  })
  // No named function inside: the page runs this code as written, and tsx would wrap a named one in a helper
  // (`__name`) the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))
    }
    scrollTo(0, 0)
  })
  // A picture the browser has picked a file for has arrived (one it never needed, a hidden slide's, is skipped).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('picture img')].every(
      (img) => !(img as HTMLImageElement).currentSrc || (img as HTMLImageElement).complete,
    ),
  )
}

/** Every picture built by the site that the page shows and has loaded (a box at least 1 px wide), as served. */
export async function servedImages(page: Page): Promise<ServedImage[]> {
  return page.$$eval('picture img', (images) =>
    Promise.all(
      (images as HTMLImageElement[])
        .filter((img) => img.currentSrc && img.complete && img.getBoundingClientRect().width > 0)
        .map(async (img) => {
          const shownWidth = img.getBoundingClientRect().width
          // The file alone, without srcset: its naturalWidth is its pixel width (it comes from the cache).
          const file = new Image()
          file.src = img.currentSrc
          await file.decode()
          return {
            url: img.currentSrc,
            fileWidth: file.naturalWidth,
            shownWidth,
            ratio: file.naturalWidth / shownWidth,
          }
        }),
    ),
  )
}

/**
 * Opens `url` and counts the image bytes the page downloads once every picture has arrived (scrolled through):
 * each image response's body, `data:` previews excepted (they are part of the HTML).
 */
export async function imageBytes(page: Page, url: string): Promise<{ bytes: number; files: number }> {
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && !response.url().startsWith('data:'))
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      )
  })
  await page.goto(url)
  await loadEveryPicture(page)
  await page.waitForLoadState('networkidle')
  const all = await Promise.all(sizes)
  return { bytes: all.reduce((sum, size) => sum + size, 0), files: all.length }
}
