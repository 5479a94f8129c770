import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { devOriginGuard } from '../../src/tools/build/devOrigin.ts'
import type { CopyLimits } from '../../src/config/copyLimits.ts'
import { translateLocale, TRANSLATE_LOCALE_ENV } from '../../src/tools/translate/mode.ts'
import { ENTRIES_URL } from '../../src/tools/translate/entryInfo.ts'
import type { translationApi } from './api.ts'

/** The module the browser runs under `npm run translate`: marks, panel and editor (`src/tools/translate/overlay/`). */
const OVERLAY = '/src/tools/translate/overlay/start.tsx'
/** The app-layer module that reads the limits of the site's copy fields (`siteCopyLimits`), loaded through Vite. */
const COPY_LIMITS = '/app/translate/siteCopyLimits.ts'
/**
 * The endpoint's module (`translationApi`), loaded through Vite at its first request: it reads PO files with Lingui's
 * parser, which `vite.config.ts`'s bundle would otherwise load at every start of `npm run dev`.
 */
const API = '/scripts/translate/api.ts'
const CLIENT_ENTRY = /[\\/]app[\\/]site[\\/]\+client\.ts($|\?)/

/**
 * In-context translation on the dev server, for `npm run translate` only (none of it otherwise): the endpoint that
 * reads and saves the locale's PO entries, and the overlay the site's browser entry then loads. The catalogs are
 * marked by `linguiPlugins(markedMessages(locale))` in `vite.config.ts`. A build in this mode is refused, so no byte
 * of it reaches the site.
 */
export function inContextTranslation(locale = translateLocale()): Plugin[] {
  if (!locale) return []
  let root = process.cwd()
  return [
    {
      name: 'nuvora-in-context-translation',
      config(_config, { command }) {
        if (command === 'build')
          throw new Error(
            `${TRANSLATE_LOCALE_ENV} is set: in-context translation is for npm run translate only; unset it to build`,
          )
      },
      configResolved(config) {
        root = config.root
      },
      configureServer(server) {
        // A saved catalog is compiled afresh for the very next request, not only once the file watcher notices.
        const invalidate = (file: string) => {
          for (const environment of Object.values(server.environments))
            for (const module of environment.moduleGraph.getModulesByFile(resolve(file)) ?? [])
              environment.moduleGraph.invalidateModule(module)
        }
        // The config's limits are read at each save, through Vite: an edited page counts at once.
        const limits = async () =>
          ((await server.ssrLoadModule(COPY_LIMITS)) as { siteCopyLimits(): CopyLimits }).siteCopyLimits()
        // The overlay on the server's own page only (`devOriginGuard`): no other site reads or rewrites the PO files.
        server.middlewares.use(
          ENTRIES_URL,
          devOriginGuard({
            allowedHosts: () => server.config.server.allowedHosts,
            onRefused: (message) =>
              server.config.logger.warn(`in-context translation: ${message}`, { timestamp: true }),
          }),
        )
        let api: Promise<ReturnType<typeof translationApi>> | undefined
        server.middlewares.use(ENTRIES_URL, (request, response, next) => {
          api ??= server
            .ssrLoadModule(API)
            .then((module) =>
              (module as { translationApi: typeof translationApi }).translationApi(
                locale,
                () => join(root, 'locales'),
                invalidate,
                limits,
              ),
            )
          api.then(
            (handle) => handle(request, response, next),
            (error: unknown) => {
              api = undefined
              next(error)
            },
          )
        })
      },
      transform: {
        filter: { id: CLIENT_ENTRY },
        handler(code) {
          const start = `import(${JSON.stringify(OVERLAY)}).then((overlay) => overlay.start(${JSON.stringify(locale)}))`
          return { code: `${code}\nvoid ${start}\n`, map: null }
        },
      },
    },
  ]
}
