import { createRequire } from 'node:module'
import valueParser from 'postcss-value-parser'
import type { TokenValues } from '../../../design/parseTokens'

const require = createRequire(import.meta.url)

/**
 * The site's typeface, as the first two families of the tokens' `--font-sans` name it: everything `npm run fonts`
 * (`scripts/brand-font.ts`) needs to write `src/design/fonts.css` and the preload's file, and to outline the
 * wordmark, so that a re-skin names its font in `src/design/tokens.css` only (and installs its package).
 */
export interface BrandFont {
  /** The face's family, first in `--font-sans`: `'Instrument Sans Variable'`. */
  family: string
  /** Its metric-matched fallback, second in `--font-sans`: `'Instrument Sans Fallback'` (capsize's name). */
  fallbackFamily: string
  /** The typeface's own name: `'Instrument Sans'`. */
  name: string
  /** The registry package holding its files: `'@fontsource-variable/instrument-sans'`. */
  packageName: string
  /** Its Latin, variable-weight, upright file, as a package path (what the site serves and preloads). */
  file: string
  /** capsize's metrics module of its regular instance: `'@capsizecss/metrics/instrumentSans'`. */
  metrics: string
}

/** The families of the tokens' `--font-sans`, in order, without their quotes. */
export function fontFamilies(tokens: TokenValues): string[] {
  const stack = valueParser(tokens.theme['font-sans'] ?? '').nodes
  return stack.filter((node) => node.type === 'string' || node.type === 'word').map((node) => node.value)
}

/**
 * The typeface the tokens name (`BrandFont`); throws, saying what to write or install, when `--font-sans` does not
 * start with an installed variable font of the registry (`'<Name> Variable'`, `@fontsource-variable/<name>`) that
 * capsize has metrics for, followed by its fallback (`'<Name> Fallback'`).
 */
export function brandFontOf(tokens: TokenValues): BrandFont {
  const [family, fallbackFamily] = fontFamilies(tokens)
  const where = 'src/design/tokens.css › --font-sans'
  if (!family?.endsWith(' Variable'))
    throw new Error(
      `${where} starts with ${family ? `'${family}'` : 'nothing'}: the site serves one variable font file, so name ` +
        "the family of a variable font of the registry, '<Name> Variable' (for example 'Instrument Sans Variable', " +
        'from @fontsource-variable/instrument-sans)',
    )
  const name = family.slice(0, -' Variable'.length)
  const slug = name.toLowerCase().replace(/\s+/g, '-')
  const packageName = `@fontsource-variable/${slug}`
  const file = `${packageName}/files/${slug}-latin-wght-normal.woff2`
  if (!resolves(`${packageName}/package.json`))
    throw new Error(`${where}: '${family}' is not installed; run npm install --save-dev --save-exact ${packageName}`)
  if (!resolves(file))
    throw new Error(`${where}: ${packageName} has no Latin file with a weight axis (${file}); choose another font`)
  const metrics = `@capsizecss/metrics/${name.replace(/\s+(.)/g, (_, letter: string) => letter.toUpperCase()).replace(/^./, (first) => first.toLowerCase())}`
  if (!resolves(metrics))
    throw new Error(
      `${where}: capsize has no metrics for '${name}' (${metrics}), so no fallback can be sized to it; choose a font of ` +
        'the registry that @capsizecss/metrics lists',
    )
  if (fallbackFamily !== `${name} Fallback`)
    throw new Error(
      `${where}: the second family must be '${name} Fallback', the metric-matched fallback npm run fonts writes ` +
        `(it is ${fallbackFamily ? `'${fallbackFamily}'` : 'missing'})`,
    )
  return { family, fallbackFamily, name, packageName, file, metrics }
}

/** Whether a package path (`@capsizecss/metrics/instrumentSans/600`) is installed. */
export function resolves(path: string): boolean {
  try {
    require.resolve(path)
    return true
  } catch {
    return false
  }
}
