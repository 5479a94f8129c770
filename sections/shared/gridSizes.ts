/**
 * The `sizes` of a picture as wide as a grid cell (or a fraction of the page's content column), from the layout
 * tokens: the content column is `--container-page` (1200 px) wide between two `--spacing-gutter`s
 * (`clamp(1rem, 0.4rem + 2.6vw, 2.5rem)`), so it is `100vw - 2rem` up to 369 px of viewport, `94.8vw - 12.8px` up to
 * 1280 px, then 1200 px. Keep these numbers in step with `src/design/tokens.css`.
 */
const CONTAINER = 1200
/** Viewports from which the gutter grows (0.4rem + 2.6vw > 1rem) and from which the column stops growing. */
const GUTTER_GROWS = 369
const CONTAINER_FULL = 1280

/** From `minWidth` px of viewport up, `count` columns `gap` px apart (Tailwind breakpoints: 640, 768, 1024, 1280). */
export interface GridStep {
  minWidth: number
  count: number
}

const round = (value: number, direction: 'up' | 'down') =>
  (direction === 'up' ? Math.ceil(value * 100) : Math.floor(value * 100)) / 100

/** The column width in one band of viewports, as a `sizes` length (`384px`, `calc(31.6vw - 20.26px)`). */
function cellWidth(band: 'small' | 'fluid' | 'full', count: number, gap: number, inset: number): string {
  const gaps = (count - 1) * gap
  if (band === 'full') return `${Math.floor((CONTAINER - gaps) / count - inset)}px`
  const [share, minus] = band === 'fluid' ? [94.8, 12.8] : [100, 32]
  // Rounded so the width is never under the real one: a file made for it is never blurred.
  return `calc(${round(share / count, 'up')}vw - ${round((minus + gaps) / count + inset, 'down')}px)`
}

/**
 * `sizes` for a cell of a grid in the page's content column: `steps` are the column counts by breakpoint (the first
 * from 0), `gap` the space between columns in px, `inset` what the cell takes off the picture's width (the padding
 * around it, both sides) in px.
 */
export function gridImageSizes(steps: readonly GridStep[], gap: number, inset = 0): string {
  const breakpoints = [...new Set([0, GUTTER_GROWS, CONTAINER_FULL, ...steps.map((step) => step.minWidth)])].sort(
    (a, b) => b - a,
  )
  const countAt = (viewport: number) =>
    [...steps].sort((a, b) => b.minWidth - a.minWidth).find((step) => viewport >= step.minWidth)?.count ?? 1
  const rules = breakpoints.map((minWidth) => {
    const band = minWidth >= CONTAINER_FULL ? 'full' : minWidth >= GUTTER_GROWS ? 'fluid' : 'small'
    const width = cellWidth(band, countAt(minWidth), gap, inset)
    return minWidth === 0 ? width : `(min-width: ${minWidth}px) ${width}`
  })
  // A band whose width reads the same as the next narrower one's adds nothing: that one covers it.
  const widthOf = (rule: string) => rule.replace(/^\(min-width: \d+px\) /, '')
  return rules
    .filter((rule, index) => index === rules.length - 1 || widthOf(rule) !== widthOf(rules[index + 1]!))
    .join(', ')
}
