/**
 * `npm run brand`: checks the brand as `npm run check:config` does (contrast, palette, client logo), then writes the
 * files made from it (`src/tools/build/brand/brandFiles.ts`): the favicon, the structured-data logo, the client logo the
 * header and footers draw, and the carousel CSS, from `src/design/tokens.css`, `content/brand/logo.svg` (when there
 * is one) and `src/design/carouselLayouts.ts`; and prints the colours the pictures and the social cards take from the
 * tokens. The build writes the files too (`scripts/build.ts`).
 */
import { fileURLToPath } from 'node:url'
import { writeBrandFiles } from '../src/tools/build/brand/brandFiles'
import { reportBrandProblems } from '../src/tools/build/brand/brandProblems'
import { artRamps, readBrandTokens } from '../src/tools/build/brand/brandRamps'
import { CLIENT_LOGO_FILE, readClientLogo } from '../src/tools/build/brand/clientLogo'
import { cardDesign } from '../src/tools/build/socialCards/design'

/** Exit code 1 when the brand has a problem (printed, nothing written). */
export async function brand(root: string): Promise<number> {
  if (!reportBrandProblems(root)) return 1
  const written = await writeBrandFiles(root)
  console.log(`✓ brand: ${written.length > 0 ? `wrote ${written.join(', ')}` : 'every file is up to date'}`)
  const tokens = readBrandTokens(root)
  const { colors, font } = cardDesign(tokens, readClientLogo(root).logo)
  const art = artRamps(tokens)
  console.log(`  logo: ${readClientLogo(root).logo ? CLIENT_LOGO_FILE : 'the generated mark (scripts/logo.ts)'}`)
  console.log(
    `  social cards: background ${colors.backgroundFrom} → ${colors.backgroundTo}, accent ${colors.accent}, host ${colors.host}, font ${font.name}`,
  )
  const hex = (value: string) => value.toLowerCase()
  console.log(
    `  pictures (npm run media:art): ink ${hex(art.ink[900])}, accent ${hex(art.accent[500])}, sand ${hex(art.sand[100])}`,
  )
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await brand(process.cwd())
