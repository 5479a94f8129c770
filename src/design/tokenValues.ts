import { parseTokens, tokenValue, type TokenValues } from './parseTokens'
import tokensCss from './tokens.css?raw'

let brand: TokenValues | undefined

/**
 * The brand's tokens (`src/design/tokens.css`, imported `?raw` by Vite). Vitest empties CSS imports: tests read the
 * file with `readFileSync` and call `parseTokens`.
 */
export function brandTokens(): TokenValues {
  if (!tokensCss) throw new Error('tokens.css?raw is empty here (Vitest empties CSS): readFileSync it and parseTokens')
  return (brand ??= parseTokens(tokensCss))
}

/** The browser's UI colour (`<meta name="theme-color">`): the inverse surface, the brand's ink. */
export function themeColor(): string {
  return tokenValue(brandTokens(), 'surface', 'inverse')
}
