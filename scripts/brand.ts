/**
 * `npm run brand`: checks the brand as `npm run check:config` does (contrast, palette, client logo), then writes the
 * files made from it (`src/build/brand/brandFiles.ts`): the favicon, the structured-data logo, the client logo the
 * header and footers draw, and the carousel CSS, from `src/design/tokens.css`, `content/brand/logo.svg` (when there
 * is one) and `src/design/carouselLayouts.ts`. The build writes them too (`scripts/build.ts`).
 */
import { fileURLToPath } from 'node:url'
import { writeBrandFiles } from '../src/build/brand/brandFiles'
import { reportBrandProblems } from '../src/build/brand/brandProblems'

/** Exit code 1 when the brand has a problem (printed, nothing written). */
export async function brand(root: string): Promise<number> {
  if (!reportBrandProblems(root)) return 1
  const written = await writeBrandFiles(root)
  console.log(`✓ brand: ${written.length > 0 ? `wrote ${written.join(', ')}` : 'every file is up to date'}`)
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await brand(process.cwd())
