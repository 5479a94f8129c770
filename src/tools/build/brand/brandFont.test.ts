import { describe, expect, it } from 'vitest'
import type { TokenValues } from '../../../design/parseTokens'
import { brandFontOf, fontFamilies } from './brandFont'

/** Tokens whose `--font-sans` is `stack`, as `parseTokens` reads `@theme`. */
const tokens = (stack: string) =>
  ({ palette: {}, root: {}, surfaces: {}, theme: { 'font-sans': stack } }) as TokenValues

describe('brandFontOf: the site font named in tokens.css', () => {
  it('finds the package, the file, the metrics and the fallback from the family names', () => {
    expect(brandFontOf(tokens("'Instrument Sans Variable', 'Instrument Sans Fallback', ui-sans-serif"))).toEqual({
      family: 'Instrument Sans Variable',
      fallbackFamily: 'Instrument Sans Fallback',
      name: 'Instrument Sans',
      packageName: '@fontsource-variable/instrument-sans',
      file: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
      metrics: '@capsizecss/metrics/instrumentSans',
    })
    expect(fontFamilies(tokens('\'A B\', "C", sans-serif'))).toEqual(['A B', 'C', 'sans-serif'])
  })

  it('says what to write or install when the tokens name a font the site cannot serve', () => {
    expect(() => brandFontOf(tokens("'Inter', sans-serif"))).toThrow(
      /--font-sans starts with 'Inter': the site serves one variable font file, so name the family of a variable font of the registry, '<Name> Variable'/,
    )
    expect(() => brandFontOf(tokens("'Nonexistent Grotesk Variable', 'Nonexistent Grotesk Fallback'"))).toThrow(
      "src/design/tokens.css › --font-sans: 'Nonexistent Grotesk Variable' is not installed; run npm install --save-dev --save-exact @fontsource-variable/nonexistent-grotesk",
    )
    expect(() => brandFontOf(tokens("'Instrument Sans Variable', ui-sans-serif"))).toThrow(
      "the second family must be 'Instrument Sans Fallback', the metric-matched fallback npm run fonts writes (it is 'ui-sans-serif')",
    )
  })
})
