/**
 * Writes `public/logos/<slug>.svg` for every fictional client and partner of `scripts/client-logos/logos.ts`: a mark
 * and a wordmark outlined from Inter (OFL, `@fontsource/inter`), one box and one optical height for all, so the logo
 * wall reads as one even row; the site shows them grey and colours them on hover. Run `npm run logos` after changing
 * the list; a unit test fails when a file is not what this script writes.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { logoSvg } from './client-logos/draw'
import { CLIENT_LOGOS } from './client-logos/logos'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const logo of CLIENT_LOGOS)
    writeFileSync(fileURLToPath(new URL(`../public/logos/${logo.slug}.svg`, import.meta.url)), logoSvg(logo))
  console.log(`✓ ${CLIENT_LOGOS.length} logos → public/logos/`)
}
