#!/usr/bin/env node
// Runs a TypeScript script through Vite's SSR module loader with the same plugins as the unit tests
// (Lingui macros in pages.config.ts, `.po` catalogs), then calls its default export with the CLI arguments.
// Usage: node scripts/run.mjs scripts/check-config.ts [args…]
import { resolve } from 'node:path'
import { createLogger, createServer } from 'vite'

/**
 * A mistake in the site's sources that a plugin already explains in one line, naming the file: a page using msg`…`
 * without importing it (`missingMsgImports` in src/build/linguiPlugins.ts). Printed alone, without Vite's stack.
 */
const isExplainedMistake = (error) => error?.plugin === 'nuvora-missing-msg-import'

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [args…]')
  process.exit(2)
}
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
const logger = createLogger('error')
const logError = logger.error
logger.error = (message, options) => {
  if (!isExplainedMistake(options?.error)) logError(message, options)
}
const vite = await createServer({
  configFile: resolve('vitest.config.ts'),
  customLogger: logger,
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
let code = 1
try {
  const module = await vite.ssrLoadModule(resolve(script))
  code = (await module.default(args)) ?? 0
} catch (error) {
  if (!isExplainedMistake(error)) throw error
  console.error(`✗ ${error.message}`)
} finally {
  await vite.close()
}
process.exit(code)
