#!/usr/bin/env node
// Vike's prerender with the last build's bundles, for `npm run build` when no file they are made of changed
// (`scripts/build.ts`). The bundles are made, so nothing is transformed: no Vite config file, and Vike adds its own
// plugin, which finds the pages' settings (`+config.ts`). The site's config (vite.config.ts) would load every plugin
// the bundles were made with: a second of CPU for nothing. (Passing `vike()` here would load it all the same: the
// plugin reads the config file as it is made.) Plain Node: loaded through tsx, Vite and Vike cost as much again.
// Vike loads the server bundle its plugin recorded at the last `vike build` on the machine; the build comes here only
// when that is this folder's (`vikeServerEntry` in src/tools/build/incremental/keptBundles.ts).
// Usage: node scripts/prerender-kept.mjs <dist>
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { prerender } from 'vike/api'

const [outDir] = process.argv.slice(2)
if (!outDir) {
  console.error('Usage: node scripts/prerender-kept.mjs <dist>')
  process.exit(2)
}
const dist = resolve(outDir)
if (!existsSync(join(dist, 'server', 'entry.mjs'))) {
  console.error(`✗ No server bundle in ${join(dist, 'server')}: \`npm run build -- --clean\` makes the bundles again.`)
  process.exit(1)
}
// Vike's plugin stands aside under Vitest, and a build a test runs inherits its VITEST: the prerender would then
// find no Vite config (a "Vike bug" assertion). This process is a build, whoever started it.
delete process.env.VITEST
try {
  // Relative to the project: Vike reads an absolute `outDir` as one under the project.
  await prerender({ viteConfig: { configFile: false, build: { outDir: relative(process.cwd(), dist) } } })
} catch (error) {
  // Vike's prerender API hands its errors back; left unhandled, the process would still end with status 0.
  console.error(error)
  process.exit(1)
}
// As `vike prerender` does: a handle the rendered code left open must not keep the build waiting.
process.exit(0)
