#!/usr/bin/env node
// Vike's prerender with the last build's bundles, for `npm run build` when no file they are made of changed
// (`scripts/build.ts`). The bundles are made, so nothing is transformed: no Vite config file, and Vike adds its own
// plugin, which finds the pages' settings (`+config.ts`). The site's config (vite.config.ts) would load every plugin
// the bundles were made with: a second of CPU for nothing. (Passing `vike()` here would load it all the same: the
// plugin reads the config file as it is made.) Plain Node: loaded through tsx, Vite and Vike cost as much again.
// Usage: node scripts/prerender-kept.mjs <dist>
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { prerender } from 'vike/api'

const [outDir] = process.argv.slice(2)
if (!outDir) {
  console.error('Usage: node scripts/prerender-kept.mjs <dist>')
  process.exit(2)
}
const root = process.cwd()
const dist = resolve(outDir)
if (!existsSync(join(dist, 'server', 'entry.mjs'))) {
  console.error(`✗ No server bundle in ${join(dist, 'server')}: \`npm run build -- --clean\` makes the bundles again.`)
  process.exit(1)
}
// Vike loads the server bundle its plugin recorded in node_modules at the last `vike build` on this machine, when
// that lies under the working folder: it may be another output folder's (another DIST_DIR), built from other code.
// From inside this output folder, the only bundle it can take is this folder's own (it looks for it there
// otherwise). The site's code finds the folder by DIST_DIR (`buildOutputDir`), now absolute.
process.env.DIST_DIR = dist
process.chdir(dist)
// Vike's plugin stands aside under Vitest, and a build a test runs inherits its VITEST: the prerender would then
// find no Vite config (a "Vike bug" assertion). This process is a build, whoever started it.
delete process.env.VITEST
try {
  await prerender({ viteConfig: { configFile: false, root, build: { outDir: dist } } })
} catch (error) {
  // Vike's prerender API hands its errors back; left unhandled, the process would still end with status 0.
  console.error(error)
  process.exit(1)
}
