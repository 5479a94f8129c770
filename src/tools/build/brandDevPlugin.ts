import { join } from 'node:path'
import type { Plugin } from 'vite'
import { writeBrandFiles } from './brand/brandFiles'
import { TOKENS_FILE } from './brand/brandRamps'
import { CLIENT_LOGO_FILE } from './brand/clientLogo'

/**
 * On `npm run dev`, the files made from the brand (`writeBrandFiles`: favicon, logo file, the client logo of the
 * header and footers) follow `src/design/tokens.css` and `content/brand/logo.svg` as they are saved, as the build
 * makes them; a logo the SVG safety refuses is left out, and `npm run check:config` says why.
 */
export function brandDevPlugin(): Plugin {
  return {
    name: 'nuvora:brand-dev',
    apply: 'serve',
    async configureServer(server) {
      const root = server.config.root
      const sources = [TOKENS_FILE, CLIENT_LOGO_FILE].map((path) => join(root, path))
      const write = () =>
        writeBrandFiles(root).then(
          (written) => {
            if (written.length > 0) server.config.logger.info(`✓ brand: wrote ${written.join(', ')}`)
          },
          (error: unknown) => server.config.logger.error(`✗ brand: ${(error as Error).message}`),
        )
      await write()
      server.watcher.add(sources)
      server.watcher.on('all', (_event, file) => {
        if (sources.includes(file)) void write()
      })
    },
  }
}
