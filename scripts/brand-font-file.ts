import { brandFontOf, type BrandFont } from '../src/tools/build/brand/brandFont'
import { readBrandTokens } from '../src/tools/build/brand/brandRamps'

/**
 * The brand typeface `src/design/tokens.css` names first in `--font-sans` (`brandFontOf`): the one file the site
 * serves and preloads (Latin, variable weight, upright), which `scripts/brand-font.ts` names in
 * `src/design/fonts.css` and `scripts/logo.ts` outlines the wordmark from. `root`: the project (this one by default).
 */
export function siteBrandFont(root?: string): BrandFont {
  return brandFontOf(readBrandTokens(root))
}
