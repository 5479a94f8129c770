import type { Plugin } from 'vite'
import { editorFileRefusal, exposureWarning, isLoopbackHost, leadStoreFile, privatePathRefusal } from './devAccess'
import { devOriginGuard, refuse } from './devOrigin'

/** Vite's endpoint that opens a file in the editor (`launch-editor-middleware`), which the studio calls. */
export const OPEN_IN_EDITOR = '/__open-in-editor'

/**
 * Who the dev server answers (`npm run dev`, `npm run translate`; docs/developers.md, "Who the dev server answers"),
 * ahead of every other middleware (`enforce: 'pre'`):
 * - no request reads `data/`, a `.jsonl` file or the lead store (`privatePathRefusal`, besides `server.fs.deny`);
 * - `/__open-in-editor` opens a file for the server's own page only (`devOriginGuard`, `act`) and only under the
 *   content folders (`editorFileRefusal`), before Vite's own middleware sees the request;
 * - the terminal warns when the server listens beyond this machine (`DEV_HOST`, `--host`).
 * The studio and in-context translation put the same guard before their own endpoints.
 */
export function devAccessPlugin(): Plugin {
  return {
    name: 'nuvora:dev-access',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      const { root, logger } = server.config
      const leadStore = leadStoreFile(root)
      const onRefused = (message: string) => logger.warn(`dev server: ${message}`, { timestamp: true })
      server.middlewares.use((request, response, next) => {
        const reason = privatePathRefusal(request.url ?? '/', root, leadStore)
        if (!reason) return next()
        onRefused(`refused ${request.method} ${request.url}: ${reason}`)
        refuse(response, `${request.url} is never served: ${reason}`)
      })
      server.middlewares.use(
        OPEN_IN_EDITOR,
        devOriginGuard({ access: 'act', allowedHosts: () => server.config.server.allowedHosts, onRefused }),
      )
      server.middlewares.use(OPEN_IN_EDITOR, (request, response, next) => {
        const file = new URL(request.url ?? '/', 'http://localhost').searchParams.get('file')
        const reason = editorFileRefusal(file, root)
        if (!reason) return next()
        onRefused(`refused to open ${file} in the editor: ${reason}`)
        refuse(response, `the studio opens the site's content files only: ${reason}`)
      })
      server.httpServer?.once('listening', () => {
        const { host } = server.config.server
        if (!isLoopbackHost(host)) logger.warn(exposureWarning(host === true ? true : String(host)))
      })
    },
  }
}
