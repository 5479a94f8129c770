import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import type { PluginOption } from 'vite'

/**
 * Lingui for Vite: the macro transform (`msg`, `Trans`, `useLingui`) and on-the-fly compiling of `.po` catalogs.
 * Shared by the site build, the unit tests and the scripts, so all three read copy the same way.
 */
export function linguiPlugins(): PluginOption[] {
  const macroPreset = defineRolldownBabelPreset({
    preset: {
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      parserOpts: { plugins: ['typescript', 'jsx'] },
    },
    // Only files that import a macro pay for Babel.
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  })
  return [babel({ presets: [macroPreset] }), lingui()]
}
