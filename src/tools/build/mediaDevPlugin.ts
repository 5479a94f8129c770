import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Plugin } from 'vite'
import { contentTypeOf } from '../../server/staticSite'
import { MEDIA_URL_BASE, mediaPaths } from './media/buildMedia'
import { devMediaFile } from './media/devMedia'

/**
 * On `npm run dev`, serves the images from where the build keeps them (`mediaPaths`), at the URLs the pages name
 * (`/assets/media/…`); the built site copies them. The dev server makes none before it listens: a page names its
 * images when first rendered and they are made in the background, and a file not made yet is made when asked for
 * (`devMediaFile`).
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
        devMediaFile(name)
          .catch((error: unknown) => {
            console.error(`✗ images: could not make ${name}: ${(error as Error).message}`)
            return false
          })
          .then((there) => (there ? readFile(join(folder, name)) : undefined))
          .then(
            (body) => {
              if (!body) return next()
              response.setHeader('Content-Type', contentTypeOf(extname(name)))
              response.end(body)
            },
            () => next(),
          )
      })
    },
  }
}
