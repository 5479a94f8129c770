/**
 * Reading a slot's `sizes` (`ImageSlot.sizes`) the way a browser does, to know how wide an image is shown on each
 * screen: the build makes those widths (`imageWidths`) and the config check asks each source to cover the widest
 * one on a 2× screen (`requiredSourceWidth`).
 */

/** One entry of a `sizes` list: from `minWidth` px of viewport up, the image is `width(viewport)` CSS px wide. */
interface SizeRule {
  minWidth: number
  width: (viewport: number) => number
}

/** Phones end where the `sm` breakpoint starts; `Image.phone` is shown below it. */
export const PHONE_MAX_VIEWPORT = 639

/**
 * The viewport widths the site is laid out for and measured at: common phones, tablets, laptops and desktops.
 * Wider screens keep the 1536 px layout (the page's content has a maximum width).
 */
export const VIEWPORTS = [360, 390, 414, 430, 640, 768, 834, 1024, 1280, 1440, 1536] as const

/** Screen densities each width is made for. */
const DENSITIES = [1, 2] as const

/** How much wider than a screen needs a served file may be before another width is made (10 %). */
const WIDTH_STEP = 1.1

const CONDITION = /^\(\s*min-width:\s*(\d+(?:\.\d+)?)px\s*\)\s+(.+)$/
const LENGTH = /^(\d+(?:\.\d+)?)(px|vw)$/
const CALC = /^calc\(\s*(\d+(?:\.\d+)?)vw\s*-\s*(\d+(?:\.\d+)?)(px|rem)\s*\)$/

/**
 * The rules of a `sizes` value, or an error saying what is not understood. Supported: `(min-width: Npx) <width>`
 * entries and a last entry without condition; widths in `px`, `vw` or `calc(Nvw - Npx|rem)` (1rem = 16px).
 */
export function parseSizes(sizes: string): SizeRule[] {
  const entries = sizes.split(',').map((entry) => entry.trim())
  const rules = entries.map((entry, index): SizeRule => {
    const conditional = CONDITION.exec(entry)
    if (!conditional && index < entries.length - 1)
      throw new Error(`sizes "${sizes}": "${entry}" needs a "(min-width: Npx)" condition; only the last entry has none`)
    const minWidth = conditional ? Number(conditional[1]) : 0
    return { minWidth, width: widthOf(conditional ? conditional[2]! : entry, sizes) }
  })
  if (CONDITION.test(entries.at(-1)!))
    throw new Error(`sizes "${sizes}": end with a width without condition, for the smallest screens`)
  return rules
}

function widthOf(length: string, sizes: string): SizeRule['width'] {
  const plain = LENGTH.exec(length)
  if (plain) {
    const value = Number(plain[1])
    return plain[2] === 'px' ? () => value : (viewport) => (viewport * value) / 100
  }
  const calc = CALC.exec(length)
  if (calc) {
    const share = Number(calc[1]) / 100
    const minus = Number(calc[2]) * (calc[3] === 'rem' ? 16 : 1)
    return (viewport) => viewport * share - minus
  }
  throw new Error(`sizes "${sizes}": "${length}" is not a width this check reads (Npx, Nvw or calc(Nvw - Npx|rem))`)
}

/** The CSS width the image is shown at on a viewport `viewport` px wide (the first rule whose condition holds). */
export function shownWidth(sizes: string, viewport: number): number {
  const rule = parseSizes(sizes).find((candidate) => viewport >= candidate.minWidth)!
  return Math.max(1, Math.ceil(rule.width(viewport)))
}

/** Where the desktop layout starts (the `lg` breakpoint): a `desktopOnly` place shows its picture from here. */
export const DESKTOP_MIN_VIEWPORT = 1024

/**
 * Which screens a source is shown on: all, or, with a separate phone source, phones or the rest, or, in a place
 * shown only from 1024 px (`ImageSlot.desktopOnly`), desktops.
 */
export type ScreenRange = 'all' | 'phones' | 'wider' | 'desktop'

function viewportsOf(range: ScreenRange): number[] {
  return VIEWPORTS.filter((viewport) =>
    range === 'all'
      ? true
      : range === 'phones'
        ? viewport <= PHONE_MAX_VIEWPORT
        : viewport >= (range === 'desktop' ? DESKTOP_MIN_VIEWPORT : PHONE_MAX_VIEWPORT + 1),
  )
}

/** How wide a source must be: the widest the place shows it on a 2× screen in its range. */
export function requiredSourceWidth(sizes: string, range: ScreenRange = 'all'): number {
  return Math.max(...viewportsOf(range).map((viewport) => shownWidth(sizes, viewport) * 2))
}

/**
 * The widths to make of a source `sourceWidth` px wide: what each screen (viewport × density) needs, so the
 * browser's pick is never more than 10 % wider than the screen needs; none wider than the source.
 */
export function imageWidths(sizes: string, sourceWidth: number, range: ScreenRange = 'all'): number[] {
  const needed = new Set<number>()
  for (const viewport of viewportsOf(range))
    for (const density of DENSITIES) needed.add(Math.min(sourceWidth, shownWidth(sizes, viewport) * density))
  const widest = [...needed].sort((a, b) => b - a)
  const kept: number[] = []
  for (const width of widest) if (kept.length === 0 || kept.at(-1)! > width * WIDTH_STEP) kept.push(width)
  return kept.reverse()
}
