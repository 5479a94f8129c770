import { describe, expect, it } from 'vitest'
import { shownWidth, VIEWPORTS } from '../../src/config/imageSizes'
import { gridImageSizes } from '../../sections/shared/gridSizes'

/** The page's content column as the browser lays it out (`container-page` in global.css, tokens in tokens.css). */
function contentWidth(viewport: number): number {
  const gutter = Math.min(40, Math.max(16, 6.4 + 0.026 * viewport))
  return Math.min(viewport, 1200 + 2 * gutter) - 2 * gutter
}

/** A cell's width in a grid of `count` columns `gap` apart, less `inset`. */
const cell = (viewport: number, count: number, gap: number, inset = 0) =>
  (contentWidth(viewport) - (count - 1) * gap) / count - inset

const checked = [...VIEWPORTS, 320, 368, 369, 370, 639, 767, 1023, 1279, 1920]

describe('gridImageSizes', () => {
  it('gives the width a grid cell has, never less, within a pixel, at every viewport', () => {
    const steps = [
      { minWidth: 0, count: 1 },
      { minWidth: 640, count: 2 },
      { minWidth: 1024, count: 3 },
    ]
    const sizes = gridImageSizes(steps, 24)
    expect(sizes).toBe(
      '(min-width: 1280px) 384px, (min-width: 1024px) calc(31.6vw - 20.26px), (min-width: 640px) calc(47.4vw - 18.39px), (min-width: 369px) calc(94.8vw - 12.8px), calc(100vw - 32px)',
    )
    for (const viewport of checked) {
      const count = viewport >= 1024 ? 3 : viewport >= 640 ? 2 : 1
      const real = cell(viewport, count, 24)
      expect(shownWidth(sizes, viewport), `${viewport} px`).toBeGreaterThanOrEqual(Math.floor(real))
      expect(shownWidth(sizes, viewport), `${viewport} px`).toBeLessThanOrEqual(Math.ceil(real) + 1)
    }
  })

  it('takes off an inset (padding around the picture) and keeps two columns on phones', () => {
    const sizes = gridImageSizes(
      [
        { minWidth: 0, count: 2 },
        { minWidth: 768, count: 4 },
      ],
      16,
      8,
    )
    for (const viewport of checked) {
      const real = cell(viewport, viewport >= 768 ? 4 : 2, 16, 8)
      expect(shownWidth(sizes, viewport), `${viewport} px`).toBeGreaterThanOrEqual(Math.floor(real))
      expect(shownWidth(sizes, viewport), `${viewport} px`).toBeLessThanOrEqual(Math.ceil(real) + 1)
    }
  })
})
