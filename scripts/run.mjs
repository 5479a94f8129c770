#!/usr/bin/env node
// Runs a TypeScript script through Vite's SSR module loader with the same plugins as the unit tests
// (Lingui macros in pages.config.ts, `.po` catalogs), then calls its default export with the CLI arguments.
// Usage: node scripts/run.mjs scripts/check-config.ts [args…]
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
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
/** The name of the plugin compiling `locales/<locale>/messages.po` imports (src/build/linguiPlugins.ts). */
const PO_PLUGIN = 'nuvora-po-catalogs'

/**
 * Keeps what the catalog plugin compiles each PO file to in the build cache (`<build cache>/po-compiled`), keyed by
 * the file's bytes, its path, the environment and the code's digest (`buildCodeDigest`: the plugin, its packages,
 * Lingui's config): a script loading a catalog that did not change since an earlier run (the build's first step
 * loads every locale's) reads it instead of parsing and compiling it. A cache that cannot be read or written is
 * left alone.
 */
function keptPoCompiles() {
  let cache
  const open = () =>
    (cache ??= vite.ssrLoadModule(resolve('src/build/pureCache.ts')).then(async (pure) => ({
      pure,
      code: await pure.buildCodeDigest(),
      dir: pure.pureCacheDir('po-compiled'),
    })))
  return {
    name: 'nuvora-po-compiles-kept',
    configResolved(config) {
      const plugin = config.plugins.find((each) => each.name === PO_PLUGIN)
      if (typeof plugin?.transform !== 'function') return
      const compile = plugin.transform
      plugin.transform = async function (source, id, options) {
        const file = id.split('?')[0]
        if (!file.endsWith('.po')) return compile.call(this, source, id, options)
        const { pure, code, dir } = await open()
        const key = createHash('sha256')
          .update(JSON.stringify([code, relative(config.root, file), Boolean(options?.ssr), this.environment?.name]))
          .update(await readFile(file))
          .digest('hex')
        const kept = `${dir}/${key}.json`
        const found = await pure.readKeptBytes(kept)
        if (found) {
          try {
            const result = JSON.parse(found.toString('utf8'))
            this.addWatchFile(file)
            await pure.markUsed(kept).catch(() => undefined)
            return result
          } catch {
            // Damaged: compiled again below.
          }
        }
        const result = await compile.call(this, source, id, options)
        if (result) await pure.keepBytes(kept, Buffer.from(JSON.stringify(result)))
        return result
      }
    },
  }
}

const vite = await createServer({
  configFile: resolve('vitest.config.ts'),
  customLogger: logger,
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  plugins: [keptPoCompiles()],
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
