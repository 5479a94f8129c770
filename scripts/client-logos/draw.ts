import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)

/** One fictional brand's logo, as `scripts/client-logos/logos.ts` lists it. */
export interface ClientLogo {
  /** File name under `public/logos/` (without `.svg`). */
  slug: string
  /** The brand's name: the wordmark's text and the SVG's title. */
  name: string
  /** The wordmark's colour (the brand's; the site shows logos grey and colours them on hover). */
  colour: string
  /** Inter's weight for the wordmark (100–900, the weights @fontsource/inter ships). */
  weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900
  /** The wordmark's case: as written, upper or lower. */
  case: 'none' | 'upper' | 'lower'
  /** Letter spacing in em (negative to tighten). */
  tracking: number
  /** The mark: SVG markup drawn in a 24 × 24 box. */
  mark: string
}

/** Every logo has the same box, so a row of them lines up: 220 × 40 units, content centred. */
export const LOGO_BOX = { width: 220, height: 40 }
/** The mark's height and the wordmark's cap height, in logo units: one optical height for every brand. */
const MARK_SIZE = 26
const CAP_HEIGHT = 13
const GAP = 8

const fonts = new Map<number, fontkit.Font>()

function inter(weight: number): fontkit.Font {
  let font = fonts.get(weight)
  if (!font) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
    font = fontkit.openSync(file) as fontkit.Font
    fonts.set(weight, font)
  }
  return font
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * The wordmark's outline is written on a grid of `GRID` steps per logo unit (a fifth: 0.2 px where the logo shows
 * at its 220 × 40 size, far below what a screen draws), in whole numbers, each command relative to the point before:
 * `q-8 0-14-3` instead of `Q4 0.17 2.87 -0.46`. The twenty logos of the home page weigh 38 KB instead of 111 KB.
 */
const GRID = 5

/** SVG path letters of fontkit's commands, relative. */
const LETTERS = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' } as const

/**
 * `commands` (absolute, in grid steps) as compact relative path data: integers, no separator before a minus, a
 * letter only where the command changes, and a quadratic curve whose control point mirrors the last one (as
 * TrueType outlines, Inter's, are drawn: an on-curve point midway between two control points) as `t`, its end only,
 * when the mirror is within a grid step of the control point.
 */
function pathData(commands: ReadonlyArray<{ command: keyof typeof LETTERS; args: number[] }>): string {
  let d = ''
  let letter = ''
  let [x, y] = [0, 0]
  let [startX, startY] = [0, 0]
  let mirror: [number, number] | undefined
  const write = (next: string, values: number[]) => {
    let text = next === letter && next !== 'm' ? '' : next
    for (const value of values) {
      const separated = text === '' ? d.length > 0 && /\d$/.test(d) : !/[a-z]$/.test(text)
      text += (separated && value >= 0 ? ' ' : '') + String(value)
    }
    d += text
    letter = next
  }
  for (const { command, args } of commands) {
    if (command === 'closePath') {
      write('z', [])
      ;[x, y] = [startX, startY]
      mirror = undefined
      continue
    }
    const points = args.map(Math.round)
    const [endX, endY] = [points.at(-2)!, points.at(-1)!]
    // Within a grid step of the mirror: `t` moves the control point a fifth of a unit at most.
    const mirrored =
      command === 'quadraticCurveTo' &&
      mirror !== undefined &&
      Math.abs(points[0]! - mirror[0]) <= 1 &&
      Math.abs(points[1]! - mirror[1]) <= 1
    const control = mirrored ? mirror! : [points[0]!, points[1]!]
    if (mirrored) write('t', [endX - x, endY - y])
    else
      write(
        LETTERS[command],
        points.map((value, at) => value - (at % 2 === 0 ? x : y)),
      )
    // The control point the next curve may mirror (the one drawn), if this one is quadratic.
    mirror = command === 'quadraticCurveTo' ? [2 * endX - control[0]!, 2 * endY - control[1]!] : undefined
    ;[x, y] = [endX, endY]
    if (command === 'moveTo') [startX, startY] = [x, y]
  }
  return d
}

/** The wordmark outlined (no `<text>`: the same drawing everywhere), its size chosen for the common cap height. */
function wordmark(logo: ClientLogo): { d: string; width: number; size: number } {
  const font = inter(logo.weight)
  const text =
    logo.case === 'upper' ? logo.name.toUpperCase() : logo.case === 'lower' ? logo.name.toLowerCase() : logo.name
  const size = (CAP_HEIGHT / font.capHeight) * font.unitsPerEm
  const scale = size / font.unitsPerEm
  const step = scale * GRID
  const tracking = logo.tracking * font.unitsPerEm
  const run = font.layout(text)
  const commands: Array<{ command: keyof typeof LETTERS; args: number[] }> = []
  let pen = 0
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!
    const [dx, dy] = [pen + position.xOffset, position.yOffset]
    // Font units, y up, to grid steps, y down.
    for (const { command, args } of glyph.path.commands)
      commands.push({
        command,
        args: args.map((value, at) => (at % 2 === 0 ? (value + dx) * step : -(value + dy) * step)),
      })
    pen += position.xAdvance + (index < run.glyphs.length - 1 ? tracking : 0)
  })
  return { d: pathData(commands), width: pen * scale, size }
}

/** The logo's SVG file: mark and outlined wordmark side by side, centred in the common box. */
export function logoSvg(logo: ClientLogo): string {
  const word = wordmark(logo)
  const contentWidth = MARK_SIZE + GAP + word.width
  const room = LOGO_BOX.width - 4
  if (contentWidth > room)
    throw new Error(
      `${logo.name}: ${Math.ceil(contentWidth)} units wide, the box holds ${room}: a lighter weight, less tracking or lower case`,
    )
  const left = round((LOGO_BOX.width - contentWidth) / 2)
  const markTop = (LOGO_BOX.height - MARK_SIZE) / 2
  const baseline = round(LOGO_BOX.height / 2 + CAP_HEIGHT / 2)
  const { width, height } = LOGO_BOX
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(logo.name)}</title>`,
    `<g transform="translate(${left} ${markTop}) scale(${MARK_SIZE / 24})">${logo.mark}</g>`,
    `<path transform="translate(${round(left + MARK_SIZE + GAP)} ${baseline}) scale(${1 / GRID})" fill="${logo.colour}" d="${word.d}"/>`,
    '</svg>',
    '',
  ].join('')
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
