import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/** The modules Babel reads: scripts outside `node_modules` that import one of Lingui's macros. */
const MACRO_MODULES = {
  id: { include: /\.(?:[jt]sx?|[cm][jt]s)(?:$|\?)/, exclude: /[/\\]node_modules[/\\]/ },
  code: /@lingui\/(core|react)\/macro/,
}

/**
 * Lingui's macros (msg`…`, `<Trans>`, `useLingui` from `@lingui/core/macro` and `@lingui/react/macro`) expanded by
 * Babel with Lingui's macro plugin, only in the modules that import one. Babel is called here rather than through
 * Vite 8's Babel plugin (`@rolldown/plugin-babel`), which needs Node 22.12 while the site runs on Node 20; the
 * options are that plugin's, so the output is the same. A syntax error keeps Babel's message (the file, line and
 * column) and its location, which the dev server's overlay shows (`devPreviewPlugin`).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'nuvora-lingui-macros',
    enforce: 'pre',
    transform: {
      filter: MACRO_MODULES,
      async handler(code, id) {
        try {
          const result = await transformAsync(code, {
            filename: id,
            babelrc: false,
            configFile: false,
            sourceMaps: true,
            parserOpts: { sourceType: 'module', allowAwaitOutsideFunction: true, plugins: ['typescript', 'jsx'] },
            plugins: ['@lingui/babel-plugin-lingui-macro'],
          })
          if (result?.code == null) return null
          return { code: result.code, map: result.map }
        } catch (error) {
          const { message, loc, pos } = error as Error & { loc?: { line: number; column: number }; pos?: number }
          this.error({ message: `[BabelError] ${message}`, loc, pos })
        }
      },
    },
  }
}
