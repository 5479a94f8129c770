import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TONES, type Tone } from '../../src/config/common'
import { parseTokens, tokenValue, type TokenValues } from '../../src/design/parseTokens'

/** The brand (read as the site reads it, `src/design/tokenValues.ts`) and the re-skin test's second theme. */
const THEMES = ['src/design/tokens.css', 'tests/fixtures/theme-alt.css'].map((file) => ({
  file,
  tokens: parseTokens(readFileSync(join(import.meta.dirname, '../..', file), 'utf8')),
}))

/** An sRGB colour, channels 0–255, alpha 0–1. */
type Rgba = [number, number, number, number]

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` or `rgb(r, g, b, a)`: the formats tokens.css may use. */
function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1]
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!
    const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16))
    return [r!, g!, b!, a === undefined ? 1 : a / 255]
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/i.exec(value)
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1)
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha]
  }
  throw new Error(`The contrast test reads hex and rgb() colours; tokens.css has "${value}"`)
}

/** A translucent colour as it shows over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1]
}

/** WCAG 2.2 relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of a foreground drawn on a background (1–21). */
function contrast(foreground: string, background: string): number {
  const back = parseColour(background)
  const [a, b] = [luminance(over(parseColour(foreground), back)), luminance(back)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

interface Pair {
  where: string
  fg: string
  bg: string
  ratio: number
  min: number
}

/** Every pair the tokens allow, each with the contrast WCAG 2.2 AA asks of it. */
function pairs(tokenValues: TokenValues): Pair[] {
  const list: Pair[] = []
  const add = (where: string, fg: string, bg: string, min: number, surface?: Tone) => {
    const ratio = contrast(tokenValue(tokenValues, fg, surface), tokenValue(tokenValues, bg, surface))
    list.push({ where, fg, bg, ratio, min })
  }
  for (const surface of TONES) {
    for (const bg of ['surface', 'surface-raised']) {
      // Text (1.4.3): body text and its muted, accent and status colours, on the surface and on a card on it.
      for (const fg of ['fg', 'fg-muted', 'fg-accent', 'success', 'error']) add(surface, fg, bg, 4.5, surface)
      // Non-text (1.4.11): the focus ring and the edges of controls (inputs, secondary buttons), on both.
      add(surface, 'focus-ring', bg, 3, surface)
      add(surface, 'line-strong', bg, 3, surface)
    }
    // The primary button: its label on it, at rest and hovered, and its fill against the surface.
    add(surface, 'action-fg', 'action', 4.5, surface)
    add(surface, 'action-fg', 'action-hover', 4.5, surface)
    add(surface, 'action', 'surface', 3, surface)
  }
  // Status and accent chips: their text on their soft backgrounds (the same on every surface).
  for (const soft of ['accent-soft', 'success-soft', 'error-soft']) add('any', `on-${soft}`, soft, 4.5)
  return list
}

const format = ({ where, fg, bg, ratio, min }: Pair) =>
  `${where}: ${fg} on ${bg} = ${ratio.toFixed(2)}:1 (needs ≥ ${min})`

it('computes WCAG contrast', () => {
  expect(contrast('#000', '#fff')).toBeCloseTo(21, 5)
  expect(contrast('#fff', '#fff')).toBeCloseTo(1, 5)
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  expect(contrast('rgb(0 0 0 / 0.5)', '#ffffff')).toBeCloseTo(contrast('#808080', '#ffffff'), 1)
})

describe.each(THEMES)('contrast by construction (WCAG 2.2 AA): $file', ({ tokens }) => {
  it('every text, focus-ring and control-edge pair the tokens allow passes AA', () => {
    const all = pairs(tokens)
    const failing = all.filter((pair) => pair.ratio < pair.min).map(format)
    expect(failing, `every pair:\n${all.map(format).join('\n')}`).toEqual([])
  })

  it('the primary button is the most contrasted control on every surface', () => {
    const failing: string[] = []
    for (const surface of TONES) {
      const value = (name: string) => tokenValue(tokens, name, surface)
      const primary = contrast(value('action'), value('surface'))
      // The other controls are drawn by their edge (secondary buttons, inputs, carousel arrows): `line-strong`.
      const edge = contrast(value('line-strong'), value('surface'))
      if (primary < edge)
        failing.push(`${surface}: action ${primary.toFixed(2)}:1 < line-strong ${edge.toFixed(2)}:1 on the surface`)
    }
    expect(failing).toEqual([])
  })
})
