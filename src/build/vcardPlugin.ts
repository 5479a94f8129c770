import type { Plugin } from 'vite'
import { toVCardContact, vcardPath, type BusinessContact } from '../entities/businessContact'
import { buildVCard } from '../vcard/vcard'

/**
 * Writes each contact's "save contact" file (`/{slug}.vcf`) into the browser build at build time, from the same
 * data as the business card, so the two never disagree. The dev server answers the same paths.
 */
export function vcardPlugin(contacts: readonly BusinessContact[]): Plugin {
  const files = new Map(contacts.map((contact) => [vcardPath(contact), buildVCard(toVCardContact(contact))]))
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
