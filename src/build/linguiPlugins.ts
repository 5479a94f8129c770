import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { createCompilationErrorMessage, createCompiledCatalog } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin, PluginOption } from 'vite'
import { DEFAULT_LOCALE } from '../i18n/locales.ts'
import { shippableMessages } from '../i18n/shippable.ts'

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
  // Lingui's own plugins, but its catalog compiler: that one would ship fuzzy translations.
  const macroChecks = lingui().map((plugin) => ({ ...plugin, transform: undefined }))
  return [babel({ presets: [macroPreset] }), ...macroChecks, poCatalogs()]
}

/**
 * Compiles `locales/<locale>/messages.po` imports to Lingui's runtime catalog, leaving out what must not ship:
 * a `#, fuzzy` translation (of an older source) or an empty one falls back to the source text, obsolete
 * entries are dropped. The build's translation gate already refuses pages with such messages; this keeps a
 * fuzzy translation off the site even where the gate is not run (dev server, tests).
 */
function poCatalogs(): Plugin {
  const config = getConfig({ skipValidation: true })
  const po = formatter({ lineNumbers: false })
  return {
    name: 'nuvora-po-catalogs',
    async transform(_source, id) {
      const file = id.split('?')[0]!
      if (!file.endsWith('.po')) return undefined
      this.addWatchFile(file)
      const locale = basename(dirname(file))
      const catalog = await po.parse(await readFile(file, 'utf8'), {
        locale,
        sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
        filename: file,
      })
      const { source, errors } = createCompiledCatalog(locale, shippableMessages(catalog), {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      })
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors))
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
