/**
 * Writes `src/design/fonts.css`: the brand typeface and its metric-matched fallback (`npm run fonts`).
 *
 * - The face: Instrument Sans (SIL Open Font License 1.1), the variable `wght` 400–700 file of the registry's
 *   `@fontsource-variable/instrument-sans`, its Latin subset only (every letter of pt, es and en; 30 KB of woff2),
 *   with the Latin `unicode-range` fontsource declares for it and `font-display: swap`.
 * - The fallback: 'Instrument Sans Fallback', the metric-compatible Arial (Liberation Sans on Linux and CI,
 *   Helvetica on Apple) resized and re-spaced by capsize (`createFontStack`, metrics from `@capsizecss/metrics`) so
 *   a line of it is as wide and as tall as the same line of Instrument Sans: the swap moves nothing. One fallback face
 *   per weight the site uses (400 and 500 over Arial Regular, 600 and 700 over Arial Bold), each sized for the
 *   Instrument Sans instance of that weight, so the browser never fakes a bold and each weight keeps its width.
 *
 * It then draws the logo again (`scripts/logo.ts`), whose wordmark is outlined from the same font file.
 * `tests/unit/brand-font.test.ts` fails when a file is not what these scripts write.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import arialRegular from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import instrumentSans400 from '@capsizecss/metrics/instrumentSans'
import instrumentSans500 from '@capsizecss/metrics/instrumentSans/500'
import instrumentSans600 from '@capsizecss/metrics/instrumentSans/600'
import instrumentSans700 from '@capsizecss/metrics/instrumentSans/700'
import { format, resolveConfig } from 'prettier'
import { BRAND_FONT_FILE, BRAND_FONT_PACKAGE } from './brand-font-file'
import { writeLogoFiles } from './logo'

const require = createRequire(import.meta.url)

/** The family names `src/design/tokens.css` puts first in `--font-sans`. */
export const BRAND_FAMILY = 'Instrument Sans Variable'
export const FALLBACK_FAMILY = 'Instrument Sans Fallback'

/** Where the file is, as `src/design/fonts.css` names it (Vite emits it under `/assets/` with a content hash). */
const CSS_URL = `../../node_modules/${BRAND_FONT_FILE}`

/** The local faces of the fallback: Arial, its metric twin Liberation Sans (Linux, CI), Helvetica (Apple). */
const LOCAL_REGULAR = ['Arial', 'Liberation Sans', 'Helvetica']
const LOCAL_BOLD = ['Arial Bold', 'Liberation Sans Bold', 'Helvetica Bold']

/** Each weight the site sets, the Instrument Sans instance it shows and the Arial face that stands in for it. */
const WEIGHTS = [
  { weight: 400, metrics: instrumentSans400, fallback: arialRegular, local: LOCAL_REGULAR },
  { weight: 500, metrics: instrumentSans500, fallback: arialRegular, local: LOCAL_REGULAR },
  { weight: 600, metrics: instrumentSans600, fallback: arialBold, local: LOCAL_BOLD },
  { weight: 700, metrics: instrumentSans700, fallback: arialBold, local: LOCAL_BOLD },
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
  return WEIGHTS.map(({ weight, metrics, fallback, local }) => {
    const { fontFamily, fontFaces } = createFontStack([metrics, fallback], { fontFaceFormat: 'styleObject' })
    const [face] = fontFaces
    if (fontFaces.length !== 1 || !face) throw new Error(`capsize answered ${fontFaces.length} faces`)
    const css = face['@font-face']
    // capsize names the fallback "<family> Fallback" and quotes it; the tokens name it without the quotes.
    const family = css.fontFamily.replace(/^"(.*)"$/, '$1')
    if (family !== FALLBACK_FAMILY || !fontFamily.includes(`"${FALLBACK_FAMILY}"`))
      throw new Error(`capsize named the fallback ${css.fontFamily}, not '${FALLBACK_FAMILY}'`)
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
  const ranges = require(`${BRAND_FONT_PACKAGE}/unicode.json`) as Record<string, string>
  const metadata = require(`${BRAND_FONT_PACKAGE}/metadata.json`) as {
    variable: { wght: { min: string; max: string } }
  }
  const unicodeRange = ranges.latin
  if (!unicodeRange) throw new Error(`${BRAND_FONT_PACKAGE} declares no Latin range`)
  return { unicodeRange, weights: [Number(metadata.variable.wght.min), Number(metadata.variable.wght.max)] }
}

/** The text of `src/design/fonts.css`, formatted as the repository formats CSS. */
export async function brandFontCss(): Promise<string> {
  const { unicodeRange, weights } = brandFace()
  const fallbacks = fallbackFaces()
  const css = [
    '/*',
    ' * GENERATED by `npm run fonts` (scripts/brand-font.ts): do not edit.',
    ' * The brand face, Instrument Sans (OFL 1.1), self-hosted: the Latin subset, variable weight 400-700, one file',
    ' * (preloaded by src/app/+onRenderHtml.tsx). Until it arrives, text shows in the fallback below: the local Arial',
    ' * (Liberation Sans, Helvetica) resized and re-spaced by capsize to take the same room, so the swap moves nothing.',
    ' */',
    '@font-face {',
    `  font-family: '${BRAND_FAMILY}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weights[0]} ${weights[1]};`,
    `  src: url('${CSS_URL}') format('woff2-variations');`,
    `  unicode-range: ${unicodeRange};`,
    '}',
    ...fallbacks.flatMap((face) => [
      `/* Instrument Sans ${face.weight} over ${face.local[0]}. */`,
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
  const target = fileURLToPath(new URL('../src/design/fonts.css', import.meta.url))
  return format(css, { ...(await resolveConfig(target)), filepath: target })
}

/** Writes the font's CSS, then the logo. */
async function main(): Promise<void> {
  const target = fileURLToPath(new URL('../src/design/fonts.css', import.meta.url))
  writeFileSync(target, await brandFontCss())
  for (const face of fallbackFaces())
    console.log(
      `✓ ${FALLBACK_FAMILY} ${face.weight}: size-adjust ${face.sizeAdjust}, ascent ${face.ascentOverride}, descent ${face.descentOverride}, line gap ${face.lineGapOverride}`,
    )
  console.log('→ src/design/fonts.css')
  // The logo's wordmark is outlined from the same file: drawn again whenever the font is.
  console.log(`✓ logo → ${(await writeLogoFiles()).join(', ')}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
