// The project's TypeScript loaded through Vite's SSR module loader, with the same plugins as the unit tests (Lingui
// macros in pages.config.ts, `.po` catalogs): what `scripts/run.mjs` runs a script with, and what the build daemon
// (`scripts/build-daemon.mjs`) keeps warm between builds.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createLogger, createServer } from 'vite'

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
  const kept = keptModules(vite, vite.environments.ssr)
  return {
    load: (file) => vite.ssrLoadModule(resolve(file)),
    changed: (files) => kept.changed(files.map((file) => resolve(file))),
    close: () => vite.close(),
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
 *
 * `changed(files)`: those files changed since they were loaded. They and every module importing them, directly or
 * not, are fetched again and evaluated again at their next import. Vite's own graph cannot say which modules import
 * them: it learns a module's imports when it transforms it, and a kept module is not transformed. So the importers
 * are noted here, as the runner asks for each import.
 */
function keptModules(vite, environment) {
  const root = environment.config.root
  const fetchModule = environment.fetchModule.bind(environment)
  let cache
  let opening = false
  /** The URLs answered from the cache: the runner asks again with `cached` for a module it holds. */
  const served = new Set()
  /** Each module's file: the URLs it was asked for, and the files of the modules that import it. */
  const urlsOf = new Map()
  const importersOf = new Map()
  /** URLs whose module the runner holds but is no longer current (`changed`): fetched and evaluated again. */
  const stale = new Set()
  const note = (map, key, value) => map.set(key, (map.get(key) ?? new Set()).add(value))
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
    if (stale.delete(url))
      return { ...(await fetchKept(url, importer, { ...options, cached: false })), invalidate: true }
    const result = await fetchKept(url, importer, options)
    const file = result.file ?? result.id
    if (typeof file === 'string') {
      note(urlsOf, file, url)
      if (importer) note(importersOf, file, importer)
    }
    return result
  }
  const fetchKept = async (url, importer, options) => {
    const plain = url.startsWith('/') && !url.includes('?') && !url.startsWith('/@') && !url.includes('/node_modules/')
    if (process.env.DBG && url.includes('rafael')) console.log('FETCH', url, options, served.has(url))
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
  return {
    changed(files) {
      const outdated = new Set()
      const visit = (file) => {
        if (outdated.has(file)) return
        outdated.add(file)
        for (const importer of importersOf.get(file) ?? []) visit(importer)
      }
      files.forEach(visit)
      for (const file of outdated) {
        environment.moduleGraph.onFileChange(file)
        for (const url of urlsOf.get(file) ?? []) {
          served.delete(url)
          stale.add(url)
        }
      }
    },
  }
}
