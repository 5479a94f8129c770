import valueParser from 'postcss-value-parser'
import { SURFACES, type Surface } from './surfaces'
import { tokenValue, type TokenValues } from './parseTokens'

/** The token file the problems name. */
const TOKENS_FILE = 'src/design/tokens.css'

/** An sRGB colour, channels 0–255, alpha 0–1. */
type Rgba = [number, number, number, number]

/** What WCAG 2.2 AA asks of a pair: 4.5:1 for text (1.4.3), 3:1 for focus rings and control edges (1.4.11). */
export type PairKind = 'text' | 'ring' | 'edge' | 'fill'

const MINIMUM: Record<PairKind, number> = { text: 4.5, ring: 3, edge: 3, fill: 3 }

/** One pair of colours the site draws one on the other, with the contrast it has and the one it needs. */
export interface ContrastPair {
  /** The surface it is drawn on, or `any` for the surface-independent chips. */
  surface: Surface | 'any'
  kind: PairKind
  /** Token names without `--` (`fg-muted`, `surface-raised`) and their resolved values. */
  fg: string
  bg: string
  fgValue: string
  bgValue: string
  ratio: number
  min: number
}

/** A pair that fails: where (`src/design/tokens.css › light surface › fg-muted on surface`) and what to do. */
export interface ContrastProblem {
  where: string
  message: string
}

/**
 * Every pair the tokens allow the site to draw, each with the contrast WCAG 2.2 AA asks of it: on each surface and
 * on a card on it, the text colours (4.5:1), the focus ring and the edges of controls (3:1); the primary button's
 * label on it at rest and hovered (4.5:1) and its fill on the surface (3:1); the chips' text on their soft backgrounds.
 */
export function contrastPairs(tokens: TokenValues): ContrastPair[] {
  const list: ContrastPair[] = []
  const add = (surface: Surface | 'any', kind: PairKind, fg: string, bg: string) => {
    const scope = surface === 'any' ? undefined : surface
    const fgValue = tokenValue(tokens, fg, scope)
    const bgValue = tokenValue(tokens, bg, scope)
    list.push({ surface, kind, fg, bg, fgValue, bgValue, ratio: contrastRatio(fgValue, bgValue), min: MINIMUM[kind] })
  }
  for (const surface of SURFACES) {
    for (const bg of ['surface', 'surface-raised']) {
      for (const fg of ['fg', 'fg-muted', 'fg-accent', 'success', 'error']) add(surface, 'text', fg, bg)
      add(surface, 'ring', 'focus-ring', bg)
      add(surface, 'edge', 'line-strong', bg)
    }
    add(surface, 'text', 'action-fg', 'action')
    add(surface, 'text', 'action-fg', 'action-hover')
    add(surface, 'fill', 'action', 'surface')
  }
  for (const tone of ['accent', 'success', 'error']) add('any', 'text', `on-${tone}-soft`, `${tone}-soft`)
  return list
}

/** The pairs that fail AA, each naming the pair, both colours, the ratio, the minimum and a colour that would pass. */
export function contrastProblems(tokens: TokenValues): ContrastProblem[] {
  return contrastPairs(tokens)
    .filter((pair) => pair.ratio < pair.min)
    .map((pair) => ({
      where: `${TOKENS_FILE} › ${place(pair)} › ${pair.fg} on ${pair.bg}`,
      message: advice(tokens, pair),
    }))
}

/** `light: fg-muted on surface = 7.52:1 (needs ≥ 4.5)`: one line of a pair, for a test's listing. */
export function formatPair({ surface, fg, bg, ratio, min }: ContrastPair): string {
  return `${surface}: ${fg} on ${bg} = ${ratio.toFixed(2)}:1 (needs ≥ ${min})`
}

/** WCAG contrast ratio of a foreground drawn on a background (1–21); a translucent foreground is laid over it. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background)
  const [a, b] = [luminance(over(parseColour(foreground), back)), luminance(back)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** `#rrggbb` of an opaque colour written as tokens.css may write it. */
export function hexOf(value: string): string {
  const [r, g, b] = parseColour(value)
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` or `rgb(r, g, b, a)`: the formats tokens.css may use. */
export function parseColour(value: string): Rgba {
  const [node, ...rest] = valueParser(value.trim()).nodes
  if (node && rest.length === 0 && node.type === 'word' && node.value.startsWith('#')) {
    const hex = node.value.slice(1)
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? [])
    const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16))
    if ([3, 4, 6, 8].includes(hex.length) && digits.every((pair) => /^[0-9a-f]{2}$/i.test(pair)))
      return [r!, g!, b!, a === undefined ? 1 : a / 255]
  }
  if (node && rest.length === 0 && node.type === 'function' && /^rgba?$/i.test(node.value)) {
    const numbers = node.nodes.filter((part) => part.type === 'word').map((part) => valueParser.unit(part.value))
    if (numbers.length >= 3 && numbers.length <= 4 && numbers.every(Boolean)) {
      const [r, g, b, alpha] = numbers.map((part) => ({ value: Number(part && part.number), unit: part && part.unit }))
      const a = alpha === undefined ? 1 : alpha.unit === '%' ? alpha.value / 100 : alpha.value
      return [r!.value, g!.value, b!.value, a]
    }
  }
  throw new Error(`The contrast check reads hex and rgb() colours; ${TOKENS_FILE} has "${value}"`)
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

function place({ surface }: ContrastPair): string {
  return surface === 'any' ? 'every surface' : `${surface} surface`
}

const WHAT: Record<PairKind, string> = {
  text: 'text',
  ring: 'the focus ring',
  edge: 'the control edge',
  fill: 'the primary button',
}
const ASKED: Record<PairKind, string> = {
  text: 'text',
  ring: 'focus rings and control edges',
  edge: 'focus rings and control edges',
  fill: 'a control against its surface',
}

/**
 * What is wrong and the fix: which token to move which way (with the palette colour it is, which is where tokens.css
 * sets it), and the nearest colour that passes on this background.
 */
function advice(tokens: TokenValues, pair: ContrastPair): string {
  const { kind, fg, bg, fgValue, bgValue, ratio, min } = pair
  const back = parseColour(bgValue)
  const lighter = luminance(over(parseColour(fgValue), back)) > luminance(back)
  const passing = nearestPassing(fgValue, bgValue, min, lighter)
  const [fgWay, bgWay] = lighter ? ['lighter', 'darker'] : ['darker', 'lighter']
  return (
    `${WHAT[kind]} ${fgValue} on ${bgValue} has a contrast of ${ratio.toFixed(2)}:1, below the ${min}:1 WCAG AA asks of ` +
    `${ASKED[kind]}: make --${fg}${paletteName(tokens, fgValue)} ${fgWay}` +
    `${passing ? ` (${passing} or ${fgWay} passes on this background)` : ''}, or --${bg}${paletteName(tokens, bgValue)} ${bgWay}`
  )
}

/** ` (--ink-600)`: the palette colour a token's value is, as tokens.css names it; empty when it is none. */
function paletteName(tokens: TokenValues, value: string): string {
  const names = Object.keys(tokens.palette).filter((name) => tokens.palette[name] === value)
  return names.length > 0 ? ` (${names.map((name) => `--${name}`).join(' or ')})` : ''
}

/** The foreground mixed towards white (or black) by the smallest whole percentage that reaches `min`. */
function nearestPassing(fg: string, bg: string, min: number, lighter: boolean): string | undefined {
  const [r, g, b, a] = over(parseColour(fg), parseColour(bg))
  const target = lighter ? 255 : 0
  for (let step = 1; step <= 100; step++) {
    const mix = (channel: number) => channel + ((target - channel) * step) / 100
    const candidate = hexOf(`rgb(${mix(r)} ${mix(g)} ${mix(b)} / ${a})`)
    if (contrastRatio(candidate, bg) >= min) return candidate
  }
  return undefined
}
