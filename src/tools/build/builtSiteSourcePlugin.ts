import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * `vike build` only: the server's renders read the site the build's first step handed over
 * (`app/siteSource.built.ts`) instead of its sources (`app/siteSource.ts`), so the bundles hold no page,
 * article or catalog, and an edit to those needs no new bundle (`scripts/build.ts`). The dev servers, scripts and
 * tests read the sources.
 */
export function builtSiteSourcePlugin(root: string): Plugin {
  const live = resolve(root, 'app/siteSource.ts')
  const built = resolve(root, 'app/siteSource.built.ts')
  return {
    name: 'nuvora-built-site-source',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('siteSource')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === live ? built : null
    },
  }
}
