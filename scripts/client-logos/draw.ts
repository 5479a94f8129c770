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

/** The part of fontkit's `Path` used here (src/build/fontkit.d.ts declares only what the logo script needs). */
interface FontkitPath {
  scale(x: number, y: number): FontkitPath
  translate(x: number, y: number): FontkitPath
  toSVG(): string
}

const round = (value: number) => Math.round(value * 100) / 100

/** The wordmark outlined (no `<text>`: the same drawing everywhere), its size chosen for the common cap height. */
function wordmark(logo: ClientLogo): { d: string; width: number; size: number } {
  const font = inter(logo.weight)
  const text =
    logo.case === 'upper' ? logo.name.toUpperCase() : logo.case === 'lower' ? logo.name.toLowerCase() : logo.name
  const size = (CAP_HEIGHT / font.capHeight) * font.unitsPerEm
  const scale = size / font.unitsPerEm
  const tracking = logo.tracking * font.unitsPerEm
  const run = font.layout(text)
  const parts: string[] = []
  let pen = 0
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!
    const path = (glyph.path as unknown as FontkitPath)
      .scale(scale, -scale)
      .translate((pen + position.xOffset) * scale, -position.yOffset * scale)
      .toSVG()
    if (path) parts.push(path)
    pen += position.xAdvance + (index < run.glyphs.length - 1 ? tracking : 0)
  })
  const d = parts.join('').replace(/-?\d+\.\d+/g, (number) => String(round(Number(number))))
  return { d, width: pen * scale, size }
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
    `<path transform="translate(${round(left + MARK_SIZE + GAP)} ${baseline})" fill="${logo.colour}" d="${word.d}"/>`,
    '</svg>',
    '',
  ].join('')
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
