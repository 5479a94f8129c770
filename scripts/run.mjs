#!/usr/bin/env node
// Runs a TypeScript script through Vite's SSR module loader with the same plugins as the unit tests
// (Lingui macros in pages.config.ts, `.po` catalogs: `scripts/vite-runner.mjs`), then calls its default export with
// the CLI arguments.
// Usage: node scripts/run.mjs scripts/check-config.ts [args…]
import { isExplainedMistake, startViteRunner } from './vite-runner.mjs'

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [args…]')
  process.exit(2)
}
const runner = await startViteRunner()
let code = 1
try {
  const module = await runner.load(script)
  code = (await module.default(args)) ?? 0
} catch (error) {
  if (!isExplainedMistake(error)) throw error
  console.error(`✗ ${error.message}`)
} finally {
  await runner.close()
}
process.exit(code)
