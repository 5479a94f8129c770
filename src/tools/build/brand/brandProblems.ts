import { contrastProblems } from '../../../design/contrast'
import type { TokenValues } from '../../../design/parseTokens'
import { missingRampTokens, readBrandTokens, TOKENS_FILE } from './brandRamps'
import { CLIENT_LOGO_FILE, readClientLogo } from './clientLogo'

/** One thing wrong with the brand: where (`src/design/tokens.css › light surface › fg-muted on surface`) and the fix. */
export interface BrandProblem {
  where: string
  message: string
}

/**
 * What `npm run check:config` (and so the build) refuses in the brand of the project at `root`: a palette colour
 * the pictures and cards need that tokens.css lacks, a token a surface needs that it lacks, a pair of colours the
 * site draws that fails WCAG AA (`contrastProblems`), and a client logo the SVG safety refuses.
 */
export function brandProblems(root: string): BrandProblem[] {
  const logo = readClientLogo(root).problem
  return [...tokenProblems(readBrandTokens(root)), ...(logo ? [{ where: CLIENT_LOGO_FILE, message: logo }] : [])]
}

function tokenProblems(tokens: TokenValues): BrandProblem[] {
  const missing = missingRampTokens(tokens).map((name) => ({
    where: `${TOKENS_FILE} › :root`,
    message: `sets no --${name}, a colour of the brand’s palette the pictures (scripts/media-art/palette.ts) and social cards are drawn with; add it to the palette block`,
  }))
  try {
    return [...missing, ...contrastProblems(tokens)]
  } catch (error) {
    // A surface without one of the colours the pairs are made of: named by `tokenValue`.
    return [
      ...missing,
      { where: TOKENS_FILE, message: `${(error as Error).message}; set it as src/design/tokens.css does` },
    ]
  }
}

/** Prints the brand's problems, one line each (`where: message`), as the config check prints its own; true when none. */
export function reportBrandProblems(root: string): boolean {
  const problems = brandProblems(root)
  if (problems.length === 0) return true
  console.error(
    `✗ the brand has ${problems.length} problem(s):\n${problems.map(({ where, message }) => `${where}: ${message}`).join('\n')}`,
  )
  return false
}
