/**
 * Writes `src/design/fonts.css`: the brand typeface and its metric-matched fallback (`npm run fonts`; the build
 * writes it too, `writeFontFiles`). The typeface is the one `src/design/tokens.css` names first in `--font-sans`
 * (`siteBrandFont`): a re-skin changes the font there, and installs its `@fontsource-variable/*` package.
 *
 * - The face: today Instrument Sans (SIL Open Font License 1.1), the variable `wght` 400–700 file of the registry's
 *   `@fontsource-variable/instrument-sans`, its Latin subset only (every letter of pt, es and en; 30 KB of woff2),
 *   with the Latin `unicode-range` fontsource declares for it and `font-display: swap`; and
 *   `src/design/brandFontUrl.generated.ts`, the module that gives the preload that file's URL.
 * - The fallback: 'Instrument Sans Fallback', the metric-compatible Arial (Liberation Sans on Linux and CI,
 *   Helvetica on Apple) resized and re-spaced by capsize (`createFontStack`, metrics from `@capsizecss/metrics`) so
 *   a line of it is as wide and as tall as the same line of Instrument Sans: the swap moves nothing. One fallback face
 *   per weight the site uses (400 and 500 over Arial Regular, 600 and 700 over Arial Bold), each sized for the
 *   Instrument Sans instance of that weight, so the browser never fakes a bold and each weight keeps its width.
 *
 * It then draws the logo again (`scripts/logo.ts`), whose wordmark is outlined from the same font file.
 * `tests/unit/brand-font.test.ts` fails when a file is not what these scripts write.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import arialRegular from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import { format, resolveConfig } from 'prettier'
import { resolves, type BrandFont } from '../src/tools/build/brand/brandFont'
import { siteBrandFont } from './brand-font-file'
import { writeLogoFiles } from './logo'

const require = createRequire(import.meta.url)

/** The typeface the tokens name, read once (a mistake in them throws here, with the fix, not on import). */
let brandFont: BrandFont | undefined
const font = (): BrandFont => (brandFont ??= siteBrandFont())

/** The metrics capsize has of the typeface at `weight`: those of its regular instance when it has none of that one. */
function metricsAt(weight: number): FontMetrics {
  const instance = `${font().metrics}/${weight}`
  return require(weight === 400 || !resolves(instance) ? font().metrics : instance) as FontMetrics
}

type FontMetrics = Parameters<typeof createFontStack>[0][number]

/** The local faces of the fallback: Arial, its metric twin Liberation Sans (Linux, CI), Helvetica (Apple). */
const LOCAL_REGULAR = ['Arial', 'Liberation Sans', 'Helvetica']
const LOCAL_BOLD = ['Arial Bold', 'Liberation Sans Bold', 'Helvetica Bold']

/** Each weight the site sets, the brand face's instance it shows and the Arial face that stands in for it. */
const WEIGHTS = [
  { weight: 400, fallback: arialRegular, local: LOCAL_REGULAR },
  { weight: 500, fallback: arialRegular, local: LOCAL_REGULAR },
  { weight: 600, fallback: arialBold, local: LOCAL_BOLD },
  { weight: 700, fallback: arialBold, local: LOCAL_BOLD },
] as const

/** The fallback's overrides for one weight, as capsize computes them: percentages such as `'97.1453%'`. */
export interface FallbackFace {
  weight: number
  family: string
  local: readonly string[]
  sizeAdjust: string
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
}

export function fallbackFaces(): FallbackFace[] {
  const { fallbackFamily } = font()
  return WEIGHTS.map(({ weight, fallback, local }) => {
    const { fontFamily, fontFaces } = createFontStack([metricsAt(weight), fallback], { fontFaceFormat: 'styleObject' })
    const [face] = fontFaces
    if (fontFaces.length !== 1 || !face) throw new Error(`capsize answered ${fontFaces.length} faces`)
    const css = face['@font-face']
    // capsize names the fallback "<family> Fallback" and quotes it; the tokens name it without the quotes.
    const family = css.fontFamily.replace(/^"(.*)"$/, '$1')
    if (family !== fallbackFamily || !fontFamily.includes(`"${fallbackFamily}"`))
      throw new Error(`capsize named the fallback ${css.fontFamily}, not '${fallbackFamily}'`)
    const percent = (value: unknown, name: string) => {
      if (typeof value !== 'string' || !/^\d+(\.\d+)?%$/.test(value)) throw new Error(`${name}: ${String(value)}`)
      return value
    }
    return {
      weight,
      family,
      local,
      sizeAdjust: percent(css.sizeAdjust, 'size-adjust'),
      ascentOverride: percent(css.ascentOverride, 'ascent-override'),
      descentOverride: percent(css.descentOverride, 'descent-override'),
      // Instrument Sans has no line gap; capsize writes 0% (Arial's own is 67/2048 em).
      lineGapOverride: percent(css.lineGapOverride ?? '0%', 'line-gap-override'),
    }
  })
}

/** The `unicode-range` fontsource declares for the Latin file, and the file's weight axis. */
export function brandFace(): { unicodeRange: string; weights: [number, number] } {
  const ranges = require(`${font().packageName}/unicode.json`) as Record<string, string>
  const metadata = require(`${font().packageName}/metadata.json`) as {
    variable: { wght: { min: string; max: string } }
  }
  const unicodeRange = ranges.latin
  if (!unicodeRange) throw new Error(`${font().packageName} declares no Latin range`)
  return { unicodeRange, weights: [Number(metadata.variable.wght.min), Number(metadata.variable.wght.max)] }
}

/** The text of `src/design/fonts.css`, formatted as the repository formats CSS. */
export async function brandFontCss(): Promise<string> {
  const { unicodeRange, weights } = brandFace()
  const fallbacks = fallbackFaces()
  const css = [
    '/*',
    ' * GENERATED by `npm run fonts` (scripts/brand-font.ts): do not edit.',
    ` * The brand face, ${font().name} (${licenseOf(font().packageName)}), self-hosted: the Latin subset, variable weight ${weights[0]}-${weights[1]}, one file`,
    ' * (preloaded by app/+onRenderHtml.tsx). Until it arrives, text shows in the fallback below: the local Arial',
    ' * (Liberation Sans, Helvetica) resized and re-spaced by capsize to take the same room, so the swap moves nothing.',
    ' */',
    '@font-face {',
    `  font-family: '${font().family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weights[0]} ${weights[1]};`,
    // Where the file is for Vite, which emits it under `/assets/` with a content hash.
    `  src: url('../../node_modules/${font().file}') format('woff2-variations');`,
    `  unicode-range: ${unicodeRange};`,
    '}',
    ...fallbacks.flatMap((face) => [
      `/* ${font().name} ${face.weight} over ${face.local[0]}. */`,
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascentOverride};`,
      `  descent-override: ${face.descentOverride};`,
      `  line-gap-override: ${face.lineGapOverride};`,
      '}',
    ]),
    '',
  ].join('\n')
  return formatted(css, FONTS_CSS)
}

/** The module that gives the preload the brand face's file by the URL the build gives it (`app/brandFont.ts`). */
export async function brandFontUrlModule(): Promise<string> {
  const module = [
    '// GENERATED by `npm run fonts` (scripts/brand-font.ts) from src/design/tokens.css: do not edit.',
    "/** The brand face's one file (`src/design/fonts.css`), by the hashed URL the build gives it. */",
    `export { default } from '${font().file}?url'`,
    '',
  ].join('\n')
  return formatted(module, FONT_URL_MODULE)
}

const FONTS_CSS = 'src/design/fonts.css'
const FONT_URL_MODULE = 'src/design/brandFontUrl.generated.ts'

/**
 * Writes the font's files that differ from what the tokens make (`src/design/fonts.css`, the preload's URL module),
 * then, when one did, the logo outlined from the font; the paths written. `npm run fonts` and the build run it.
 */
export async function writeFontFiles(): Promise<string[]> {
  const written: string[] = []
  for (const [path, text] of [
    [FONTS_CSS, await brandFontCss()],
    [FONT_URL_MODULE, await brandFontUrlModule()],
  ] as const) {
    const target = fileURLToPath(new URL(`../${path}`, import.meta.url))
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue
    writeFileSync(target, text)
    written.push(path)
  }
  // The logo's wordmark is outlined from the same file: drawn again whenever the font changes.
  if (written.length > 0) written.push(...(await writeLogoFiles()))
  return written
}

/** The licence the package declares, as people write it: `OFL-1.1` → `OFL 1.1`. */
function licenseOf(packageName: string): string {
  return String((require(`${packageName}/package.json`) as { license?: string }).license ?? 'see its package').replace(
    '-',
    ' ',
  )
}

/** Source as Prettier writes it with this repository's settings, without its plugins (none applies to these files). */
async function formatted(source: string, path: string): Promise<string> {
  const target = fileURLToPath(new URL(`../${path}`, import.meta.url))
  return format(source, { ...(await resolveConfig(target)), plugins: [], filepath: target })
}

/** Writes the font's files and the logo (always: `npm run fonts` is asked for them). */
async function main(): Promise<void> {
  const written = await writeFontFiles()
  for (const face of fallbackFaces())
    console.log(
      `✓ ${face.family} ${face.weight}: size-adjust ${face.sizeAdjust}, ascent ${face.ascentOverride}, descent ${face.descentOverride}, line gap ${face.lineGapOverride}`,
    )
  console.log(`→ ${written.length > 0 ? written.join(', ') : `${FONTS_CSS} and ${FONT_URL_MODULE} up to date`}`)
  if (written.length === 0) console.log(`✓ logo → ${(await writeLogoFiles()).join(', ')}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
