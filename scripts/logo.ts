/**
 * Draws the Nuvora logo from the brand font (`npm run fonts` runs it after the font; or
 * `node --import tsx scripts/logo.ts`), and writes `src/design/logo.generated.ts`: the drawing, which
 * `src/design/Logo.tsx` paints in `currentColor` (the surface's text colour and the accent, from the tokens) and the
 * social cards draw (`src/tools/build/socialCards/design.ts`); then the files made of it in the brand's colours
 * (`public/logos/nuvora.svg`, `public/favicon.svg`: `writeBrandFiles`, also `npm run brand`). A client's own logo
 * (`content/brand/logo.svg`) takes the generated mark's place everywhere.
 *
 * The mark: an arch, the crest of a cloud and the n of Nuvora, with a coral nova rising beside it. The wordmark:
 * "Nuvora" in Instrument Sans SemiBold, outlined from the font file itself (fontkit), so it is the same drawing on
 * every computer and needs no font. `tests/unit/brand-font.test.ts` fails when a written file is not what this script writes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'
import { format, resolveConfig } from 'prettier'
import { siteBrandFont } from './brand-font-file'
import { writeBrandFiles } from '../src/tools/build/brand/brandFiles'
import type { LogoDrawing } from '../src/design/logoSvg'

const require = createRequire(import.meta.url)

export const WORDMARK = 'Nuvora'
/** The wordmark's weight on the font's `wght` axis, its size and tracking in logo units (the logo is 32 high). */
const WEIGHT = 600
const FONT_SIZE = 23
const TRACKING_EM = -0.012
/** The mark, in logo units: the arch's outer radius and stroke, where its feet stand; the nova. */
const ARCH = { x: 0, baseline: 29, radius: 10.5, stroke: 5.25, top: 8 }
const NOVA = { cx: 25, cy: 6.2, r: 3.6 }
/** Between the mark's widest point and the wordmark. */
const GAP = 8.5

/**
 * The font at one point of its weight axis. fontkit 2 lays out a variable WOFF2 but does not apply its glyph
 * variations (it decodes the WOFF2 glyph table before it knows the instance, and reads outlines at the default
 * weight), so each glyph's points are moved here with fontkit's own gvar processor; advances and kerning follow the
 * instance through HVAR and GPOS as usual. Composite glyphs are not needed ("Nuvora" has none) and are refused.
 */
export function fontInstance(buffer: Buffer, wght: number): fontkit.Font {
  // fontkit's private API (2.0.4): `_transformGlyfTable`, `_transformedGlyphs`, `_variationProcessor`.
  type Point = { x: number; y: number; onCurve: boolean; endContour: boolean; copy(): Point }
  type Decoded = { numberOfContours: number; points?: Point[] }
  type Internals = {
    variationCoords: number[] | null
    _transformGlyfTable(): void
    _transformedGlyphs: Decoded[]
    _variationProcessor: { transformPoints(id: number, points: Point[]): void } | null
  }
  const base = fontkit.create(buffer) as unknown as Internals
  base._transformGlyfTable()
  const font = fontkit.create(buffer)
  const internals = font as unknown as Internals
  const axis = font.variationAxes.wght
  if (!axis || wght < axis.min || wght > axis.max) throw new Error(`wght ${wght} is outside the font's axis`)
  internals.variationCoords = Object.keys(font.variationAxes).map((tag) =>
    tag === 'wght' ? wght : font.variationAxes[tag]!.default,
  )
  const processor = internals._variationProcessor
  if (!processor) throw new Error('fontkit gave no variation processor')
  internals._transformedGlyphs = base._transformedGlyphs.map((glyph, id) => {
    if (glyph.numberOfContours < 0) return { ...glyph, composite: true }
    if (!glyph.points?.length) return glyph
    const points = glyph.points.map((point) => point.copy())
    const phantom = [0, 1, 2, 3].map(() =>
      Object.assign(points[0]!.copy(), { x: 0, y: 0, onCurve: false, endContour: true }),
    )
    processor.transformPoints(id, [...points, ...phantom])
    return { ...glyph, points }
  })
  return font
}

/** Path data in whole font units, relative commands after the first move: compact, and exact to 1/1000 em. */
function pathData(run: fontkit.GlyphRun, tracking: number): { d: string; minX: number; maxX: number } {
  const parts: string[] = []
  const pair = (x: number, y: number) => `${x} ${y}`.replace(/ -/g, '-')
  let at = { x: 0, y: 0 }
  let subpath = at
  let penX = 0
  let minX = Infinity
  let maxX = -Infinity
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!
    if ((glyph as unknown as { _decode(): { composite?: boolean } | null })._decode()?.composite)
      throw new Error(`"${glyph.name}" is a composite glyph`)
    for (const { command, args } of glyph.path.commands) {
      if (command === 'closePath') {
        parts.push('z')
        at = subpath
        continue
      }
      const points: { x: number; y: number }[] = []
      for (let i = 0; i < args.length; i += 2) {
        const x = Math.round(penX + position.xOffset + args[i]!)
        points.push({ x, y: -Math.round(position.yOffset + args[i + 1]!) })
        minX = Math.min(minX, x)
        maxX = Math.max(maxX, x)
      }
      // Relative to the current point, control points included (SVG's lower-case commands).
      const from = at
      const relative = points.map((p) => pair(p.x - from.x, p.y - from.y)).join(' ')
      at = points[points.length - 1]!
      if (command === 'moveTo') {
        parts.push(parts.length === 0 ? `M${pair(at.x, at.y)}` : `m${relative}`)
        subpath = at
      } else if (command === 'lineTo' && at.y === from.y) {
        parts.push(`h${at.x - from.x}`)
      } else if (command === 'lineTo' && at.x === from.x) {
        parts.push(`v${at.y - from.y}`)
      } else {
        parts.push(`${{ lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command]}${relative}`)
      }
    }
    penX += position.xAdvance + (index < run.glyphs.length - 1 ? tracking : 0)
  })
  return { d: parts.join('').replace(/ -/g, '-'), minX, maxX }
}

/** The logo's drawing: the mark's geometry and the outlined wordmark, in logo units. */
export function drawLogo(): LogoDrawing {
  const font = fontInstance(readFileSync(require.resolve(siteBrandFont().file)), WEIGHT)
  const run = font.layout(WORDMARK)
  const scale = FONT_SIZE / font.unitsPerEm
  const wordmark = pathData(run, TRACKING_EM * font.unitsPerEm)
  const markRight = Math.max(ARCH.x + 2 * ARCH.radius, NOVA.cx + NOVA.r)
  // The wordmark's ink starts GAP after the mark; the logo ends where its ink ends.
  const left = round(markRight + GAP - wordmark.minX * scale)
  const width = Math.ceil(left + wordmark.maxX * scale)
  const { radius, stroke, x, baseline } = ARCH
  const centreY = ARCH.top + radius
  const inner = radius - stroke
  const arch = [
    `M${x} ${baseline}`,
    `V${centreY}`,
    `a${radius} ${radius} 0 0 1 ${2 * radius} 0`,
    `V${baseline}`,
    `h${-stroke}`,
    `V${centreY}`,
    `a${inner} ${inner} 0 0 0 ${-2 * inner} 0`,
    `V${baseline}`,
    'z',
  ]
    .join('')
    .replace(/ -/g, '-')
  const markWidth = markRight - ARCH.x
  const markTop = Math.min(ARCH.top, NOVA.cy - NOVA.r)
  const markHeight = baseline - markTop
  // The favicon: the mark centred on a 32 × 32 tile with a margin of 5.
  const faviconScale = round(Math.min((32 - 10) / markWidth, (32 - 10) / markHeight))
  return {
    name: WORDMARK,
    width,
    height: 32,
    mark: { arch, nova: NOVA },
    wordmark: {
      d: wordmark.d,
      transform: `matrix(${round(scale, 6)} 0 0 ${round(scale, 6)} ${left} ${ARCH.baseline})`,
    },
    favicon: {
      radius: 7,
      transform: `matrix(${faviconScale} 0 0 ${faviconScale} ${round(16 - (ARCH.x + markWidth / 2) * faviconScale)} ${round(16 - (markTop + markHeight / 2) * faviconScale)})`,
    },
  }
}

function round(value: number, digits = 3): number {
  return Number(value.toFixed(digits))
}

/** The file the script writes (the drawing's module), by path from the repository root, with its text. */
export async function logoFiles(): Promise<Record<string, string>> {
  const root = new URL('../', import.meta.url)
  const drawing = drawLogo()
  const module = [
    '// GENERATED by `npm run fonts` (scripts/logo.ts) from the brand font: do not edit.',
    "import type { LogoDrawing } from './logoSvg'",
    '',
    `/** The Nuvora logo: the mark (arch and nova) and the wordmark outlined from ${siteBrandFont().name} SemiBold. */`,
    `export const LOGO: LogoDrawing = ${JSON.stringify(drawing)}`,
    '',
  ].join('\n')
  const modulePath = 'src/design/logo.generated.ts'
  const target = fileURLToPath(new URL(modulePath, root))
  return {
    [modulePath]: await format(module, { ...(await resolveConfig(target)), filepath: target }),
  }
}

/** Writes the drawing, then the brand's files made of it (the favicon, the structured-data logo); the paths written. */
export async function writeLogoFiles(): Promise<string[]> {
  const files = await logoFiles()
  for (const [path, text] of Object.entries(files)) writeFileSync(new URL(`../${path}`, import.meta.url), text)
  const brand = await writeBrandFiles(fileURLToPath(new URL('../', import.meta.url)), drawLogo())
  return [...Object.keys(files), ...brand]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`✓ logo → ${(await writeLogoFiles()).join(', ')}`)
