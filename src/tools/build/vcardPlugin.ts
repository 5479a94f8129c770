import type { Plugin } from 'vite'
import { buildVCard, type VCardContact } from '../../vcard/vcard'

/** One "save contact" file: where the site serves it (a root path, `/rafael.vcf`) and whom it describes. */
export interface VCardFile {
  path: string
  contact: VCardContact
}

/**
 * Writes each "save contact" file into the browser build at build time. The app's build config (vite.config.ts)
 * hands the files in, made from the same data as the business cards, so the two never disagree; the engine names
 * no content model. The dev server answers the same paths.
 */
export function vcardPlugin(cards: readonly VCardFile[]): Plugin {
  const files = new Map(cards.map(({ path, contact }) => [path, buildVCard(contact)]))
  return {
    name: 'vcard',
    generateBundle() {
      // The files are static assets of the site: only the browser build (dist/client) serves them.
      if (this.environment.name !== 'client') return
      for (const [path, source] of files) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = files.get(request.url?.split('?')[0] ?? '')
        if (!source) return next()
        response.setHeader('Content-Type', 'text/vcard; charset=utf-8')
        response.end(source)
      })
    },
  }
}
