// The project's TypeScript loaded through Vite's SSR module loader, with the same plugins as the unit tests (Lingui
// macros in pages.config.ts, `.po` catalogs): what `scripts/run.mjs` runs a script with, and what the build daemon
// (`scripts/build-daemon.mjs`) keeps warm between builds.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createLogger, createServer, createServerModuleRunner } from 'vite'

/**
 * A mistake in the site's sources that a plugin already explains in one line, naming the file: a page using msg`…`
 * without importing it (`missingMsgImports` in src/tools/build/linguiPlugins.ts). Printed alone, without Vite's stack.
 */
export const isExplainedMistake = (error) => error?.plugin === 'nuvora-missing-msg-import'

/**
 * Starts Vite (no file watcher, no HMR: the caller says what changed) for the project in the working folder.
 * Answers `load(file)` (a module, loaded once and kept), `changed(files)` (those files' modules and every module
 * importing them are loaded again at the next `load`) and `close()`.
 */
export async function startViteRunner() {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  const logger = createLogger('error')
  const logError = logger.error
  logger.error = (message, options) => {
    if (!isExplainedMistake(options?.error)) logError(message, options)
  }
  // The catalogs' compiles are kept between runs (`keptCompiles` in src/tools/build/linguiPlugins.ts), as in `vike build`.
  process.env.NUVORA_KEEP_PO_COMPILES = '1'
  const vite = await createServer({
    configFile: resolve('vitest.config.ts'),
    customLogger: logger,
    appType: 'custom',
    // No file watcher: each file is read once, and a caller that runs again names what changed (chokidar's crawl of
    // the project cost half a second).
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const environment = vite.environments.ssr
  keptModules(vite, environment)
  // The runner's own graph knows every module's importers, whichever way each was loaded (Vite's graph knows only
  // those it transformed, and a kept module is not transformed).
  const runner = createServerModuleRunner(environment, { hmr: false, sourcemapInterceptor: false })
  return {
    load: (file) => runner.import(resolve(file)),
    changed(files) {
      const modules = runner.evaluatedModules
      const outdated = new Set()
      const visit = (node) => {
        if (!node || outdated.has(node)) return
        outdated.add(node)
        for (const id of node.importers) visit(modules.getModuleById(id))
      }
      for (const file of files.map((name) => resolve(name))) {
        // Vite's own transform of the file, if it made one, is out of date too.
        environment.moduleGraph.onFileChange(file)
        for (const node of modules.getModulesByFile(file) ?? []) visit(node)
      }
      for (const node of outdated) modules.invalidateModule(node)
      return outdated.size
    },
    close: async () => {
      await runner.close()
      await vite.close()
    },
  }
}

/**
 * Keeps what Vite hands the module runner for each of the project's files (transformed by every plugin, rewritten
 * for the runner, its source map inline) in the build cache (`<build cache>/modules`), keyed by the file's bytes,
 * its URL, the project's folder, the code's digest (`buildCodeDigest`: plugins, configs, packages, settings) and
 * the names of every source of the build (`sourceFileNames`: a file added or removed may change what an import or
 * a glob resolves to): loading the content again after one article changed transforms that article alone. Only
 * plain files of the project are kept (no query, no virtual module, nothing under node_modules); a kept module that
 * cannot be read is transformed again.
 */
function keptModules(vite, environment) {
  const root = environment.config.root
  const fetchModule = environment.fetchModule.bind(environment)
  let cache
  let opening = false
  /** The URLs answered from the cache: the runner asks again with `cached` for a module it holds. */
  const served = new Set()
  const open = () => {
    if (cache) return cache
    opening = true
    cache = vite
      .ssrLoadModule(resolve('src/tools/build/pureCache.ts'))
      .then(async (pure) => {
        const salt = JSON.stringify([await pure.buildCodeDigest(), root, await pure.sourceFileNames(root)])
        return { pure, salt, dir: pure.pureCacheDir('modules') }
      })
      .finally(() => (opening = false))
    return cache
  }
  environment.fetchModule = async (url, importer, options) => {
    const plain = url.startsWith('/') && !url.includes('?') && !url.startsWith('/@') && !url.includes('/node_modules/')
    if (options?.cached && served.has(url)) return { cache: true }
    if (!plain || opening) return fetchModule(url, importer, options)
    const file = join(root, url)
    const bytes = await readFile(file).catch(() => undefined)
    if (!bytes) return fetchModule(url, importer, options)
    const opened = await open().catch(() => undefined)
    if (!opened) return fetchModule(url, importer, options)
    const { pure, salt, dir } = opened
    const key = createHash('sha256')
      .update(JSON.stringify([salt, url, { ...options, cached: undefined }]))
      .update(bytes)
      .digest('hex')
    const kept = `${dir}/${key}.json`
    const found = await pure.readKeptBytes(kept)
    if (found) {
      try {
        const result = JSON.parse(found.toString('utf8'))
        if (result.file === file) {
          served.add(url)
          return { ...result, invalidate: !options?.cached }
        }
      } catch {
        // Damaged: fetched again below.
      }
    }
    const result = await fetchModule(url, importer, options)
    if (result.code !== undefined && result.file === file)
      await pure.keepBytes(kept, Buffer.from(JSON.stringify(result)))
    return result
  }
}
