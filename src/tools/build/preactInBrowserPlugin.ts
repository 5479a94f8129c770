import type { Plugin } from 'vite'

/** What each React entry point becomes in the browser's bundles. */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // Preact's own, with React's `identifierPrefix` (each island numbers its ids apart).
  'react-dom/client': '/src/tools/build/preact/client.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/**
 * `vike build` only: the browser's bundles run on Preact's React layer (about 10 KB gzip) instead of React and its DOM
 * renderer (68 KB). The server still renders with React; the browser hydrates only the blocks with behaviour.
 */
export function preactInBrowserPlugin(): Plugin {
  return {
    name: 'nuvora:preact-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source]
      if (!target || importer?.endsWith('/src/tools/build/preact/client.ts')) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
