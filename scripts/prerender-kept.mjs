#!/usr/bin/env node
// The prerender of `npm run build` when no file the bundles are made of changed (`scripts/build.ts`): the URLs the
// build's plan names, rendered by Vike's server runtime (`renderPage`) with the last build's server bundle, each
// written where Vike's prerender writes it. Nothing is transformed, so neither Vite nor Vike's plugin is loaded:
// Vike's `prerender()` API would load both, and Babel, and crawl the project for its settings, a CPU-second for a
// few pages. The bundle is imported first: it hands Vike its own build (`setGlobalContext_prodBuildEntry`), so Vike
// never looks for the one its plugin recorded in node_modules at the last `vike build` on the machine (another
// output folder's, or another copy's of the project). Each render is a prerender (`isPrerendering`): the page
// carries only its own messages (`app/shippedMessages.ts`), as in a full build.
// Usage: node scripts/prerender-kept.mjs <dist> <file listing the URLs, JSON>
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [outDir, urlsFile] = process.argv.slice(2)
if (!outDir || !urlsFile) {
  console.error('Usage: node scripts/prerender-kept.mjs <dist> <file listing the URLs, JSON>')
  process.exit(2)
}
const dist = resolve(outDir)
const entry = join(dist, 'server', 'entry.mjs')
if (!existsSync(entry)) {
  console.error(`✗ No server bundle in ${join(dist, 'server')}: \`npm run build -- --clean\` makes the bundles again.`)
  process.exit(1)
}
// NODE_ENV as `vike build` had it when it made the bundles (React's JSX runtime for it among them): Vite sets it to
// production when it is not set, and leaves it as it is otherwise (a build started by a test has it at `test`).
process.env.NODE_ENV ??= 'production'
await import(pathToFileURL(entry).href)
const { renderPage } = await import('vike/server')
const urls = JSON.parse(await readFile(urlsFile, 'utf8'))
for (const url of urls) {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url, isPrerendering: true })
  // Vike has logged the error; a page it could not render must not pass for one.
  if (errorWhileRendering || httpResponse?.statusCode !== 200) {
    console.error(`✗ ${url} could not be rendered (HTTP ${httpResponse?.statusCode ?? 'none'}): see the error above.`)
    process.exit(1)
  }
  // Where Vike's prerender puts it (`htmlFileOf` in src/tools/build/incremental/reusePages.ts).
  const file = join(dist, 'client', url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, httpResponse.body)
}
console.log(`✓ ${urls.length} HTML documents rendered with the kept bundles.`)
// A handle the rendered code left open must not keep the build waiting.
process.exit(0)
