import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Plugin } from 'vite'
import { contentTypeOf } from '../server/staticSite'
import { MEDIA_URL_BASE, mediaPaths } from './media/buildMedia'

/**
 * On `npm run dev`, serves the images the build made (`npm run media`, run by `npm run dev` first) from where it
 * keeps them (`mediaPaths`), at the URLs the pages name (`/assets/media/…`). The built site copies them.
 */
export function mediaDevPlugin(): Plugin {
  return {
    name: 'nuvora:media-dev',
    apply: 'serve',
    configureServer(server) {
      const folder = mediaPaths().outDir
      server.middlewares.use(MEDIA_URL_BASE, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '/').split('?')[0]!.slice(1))
        if (!/^[\w.-]+$/.test(name)) return next()
        readFile(join(folder, name)).then(
          (body) => {
            response.setHeader('Content-Type', contentTypeOf(extname(name)))
            response.end(body)
          },
          () => next(),
        )
      })
    },
  }
}
