import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, relative, resolve } from 'node:path'
import { parseSync, Visitor, type Plugin, type PluginOption } from 'vite'
import { DEFAULT_LOCALE } from '../../i18n/locales.ts'
import { shippableMessages, withoutPictureWords, type ParsedEntry } from '../../i18n/shippable.ts'
import { buildCacheDir } from './cacheDirs.ts'
import { linguiMacros } from './linguiMacros.ts'
import { withTransformCache } from './transformCache.ts'

/** What a locale's catalog compiles to: each id to the text shown (default: `shippableMessages`). */
export type CatalogMessages = (catalog: Record<string, ParsedEntry>, locale: string) => Record<string, string>

/**
 * Lingui for Vite: the macro transform (`msg`, `Trans`, `useLingui`) and on-the-fly compiling of `.po` catalogs.
 * Shared by the site build, the unit tests and the scripts, so all three read copy the same way. `messagesOf`
 * replaces what a catalog compiles to; only `npm run translate` sets it (each message marked for the translator),
 * with `pictureWords`, so the words drawn inside pictures reach the browser to be listed on them.
 */
export function linguiPlugins(
  messagesOf: CatalogMessages = shippableMessages,
  { pictureWords = false }: { pictureWords?: boolean } = {},
): PluginOption[] {
  // Babel is most of what loading the content costs (a second per hundred articles): each module's result is kept.
  const macros = withTransformCache(linguiMacros(), MACRO_CACHE_DIR, macroCacheSalt())
  const catalogs = poCatalogs(messagesOf, pictureWords)
  // In-context translation compiles each catalog its own way (`messagesOf`): never kept.
  return [
    missingMsgImports(),
    macros,
    macroGuard(),
    messagesOf === shippableMessages ? keptCompiles(catalogs, pictureWords) : catalogs,
  ]
}

/** Where the macro transform's results are kept, beside the images' (shared by every run of the checkout). */
const MACRO_CACHE_DIR = resolve('node_modules', '.cache', 'lingui-macro')

/**
 * What decides the macro transform's output besides the module: the tools' versions, the transform's options
 * (`linguiMacros.ts`) and Lingui's config.
 */
function macroCacheSalt(): string {
  return salt(
    ['@babel/core', '@lingui/babel-plugin-lingui-macro'],
    ['lingui.config.ts', 'src/tools/build/linguiMacros.ts'],
  )
}

/**
 * A kept transform's salt: the installed versions of `tools`, the text of the project's `files`, then `more`
 * (what else decides the output).
 */
function salt(tools: readonly string[], files: readonly string[], ...more: unknown[]): string {
  const version = (name: string) =>
    (JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  return JSON.stringify([tools.map(version), files.map((file) => readFileSync(resolve(file), 'utf8')), ...more])
}

/** What a module writing msg`…` needs: the macro transform only sees modules that import a macro. */
const MSG_IMPORT = "import { msg } from '@lingui/core/macro'"

/**
 * Refuses a module that writes msg`…` without importing `msg` (say, its import line deleted by mistake): the macro
 * transform leaves such a module alone, so it would only fail once run, with "msg is not defined" under a stack
 * trace. The error names the file, the line and the import to add (`scripts/run.mjs` prints just that).
 */
function missingMsgImports(): Plugin {
  let root = process.cwd()
  return {
    name: 'nuvora-missing-msg-import',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /node_modules/ }, code: /\bmsg`/ },
      handler(code, id) {
        const line = unimportedMsgLine(code, id)
        if (line !== undefined)
          this.error(
            `${relative(root, id)}:${line}: msg\`…\` is used but not imported; add ${MSG_IMPORT} at the top of the file`,
          )
      },
    },
  }
}

/**
 * A line that imports `msg` from the macro, alone or with other names (`import { msg, t } from …`), not renamed:
 * nearly every module writing msg`…` starts with one, and needs no parse then (the dev server's first page loads
 * some 200 such modules).
 */
const MSG_IMPORTED = /^import\s*\{[^}]*(?<![\w$])msg(?![\w$]|\s+as\b)[^}]*\}\s*from\s*['"]@lingui\/core\/macro['"]/m

/** The line of the first msg`…` of a module that imports no `msg`, or undefined (none, or it is imported). */
function unimportedMsgLine(code: string, file: string): number | undefined {
  if (MSG_IMPORTED.test(code)) return undefined
  const { program } = parseSync(file, code)
  const imported = program.body.some(
    (node) => node.type === 'ImportDeclaration' && node.specifiers.some((specifier) => specifier.local.name === 'msg'),
  )
  if (imported) return undefined
  let first: number | undefined
  new Visitor({
    TaggedTemplateExpression(node) {
      if (node.tag.type === 'Identifier' && node.tag.name === 'msg') first ??= node.start
    },
  }).visit(program)
  return first === undefined ? undefined : code.slice(0, first).split('\n').length
}

/**
 * Compiles `locales/<locale>/messages.po` imports to Lingui's runtime catalog, leaving out what must not ship:
 * in a browser's copy, the words only pictures show (`withoutPictureWords`); a `#, fuzzy` translation (of an older source) or an empty one falls back to the source text, obsolete
 * entries are dropped. The build's translation gate already refuses pages with such messages; this keeps a
 * fuzzy translation off the site even where the gate is not run (dev server, tests).
 */
function poCatalogs(messagesOf: CatalogMessages, pictureWords: boolean): Plugin {
  return {
    name: 'nuvora-po-catalogs',
    transform: {
      filter: { id: /\.po(\?|$)/ },
      async handler(_source, id, options) {
        const file = id.split('?')[0]!
        this.addWatchFile(file)
        const locale = basename(dirname(file))
        const { config, po, createCompiledCatalog, createCompilationErrorMessage } = await catalogTools()
        const catalog = await po.parse(await readFile(file, 'utf8'), {
          locale,
          sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
          filename: file,
        })
        // A browser never draws a picture's words: its catalog leaves them out (but for in-context translation).
        const shipped = options?.ssr || pictureWords ? catalog : withoutPictureWords(catalog)
        const { source, errors } = createCompiledCatalog(locale, messagesOf(shipped, locale), {
          namespace: 'es',
          pseudoLocale: config.pseudoLocale,
        })
        if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors))
        return { code: source, map: null, moduleType: 'js' }
      },
    },
  }
}

let tools: ReturnType<typeof loadCatalogTools> | undefined

/**
 * Lingui's PO parser and catalog compiler with its config, loaded when a catalog is first compiled: they bring Babel
 * and date-fns (a third of a second), which a dev server or build finding every catalog kept (`keptCompiles`) never
 * needs. Imported, not bundled, by `vite.config.ts`'s bundle.
 */
function catalogTools() {
  return (tools ??= loadCatalogTools())
}

async function loadCatalogTools() {
  const [{ getConfig }, { formatter }, { createCompiledCatalog, createCompilationErrorMessage }] = await Promise.all([
    import('@lingui/conf'),
    import('@lingui/format-po'),
    import('@lingui/cli/api'),
  ])
  return {
    config: getConfig({ skipValidation: true }),
    po: formatter({ lineNumbers: false }),
    createCompiledCatalog,
    createCompilationErrorMessage,
  }
}

/** The packages of Lingui's macros (its config's `macro.corePackage` and `macro.jsxPackage`; linguiPlugins.test.ts). */
export const MACRO_PACKAGES = ['@lingui/macro', '@lingui/core/macro', '@lingui/react/macro']

/**
 * What Lingui's Vite plugin does besides compiling catalogs (its compiler would ship fuzzy translations; loading it
 * loads Babel): the macros are never pre-bundled, and one that reaches the runtime (the macro transform did not
 * run on its module) fails the build or the page with a message that says so.
 */
function macroGuard(): Plugin {
  return {
    name: 'nuvora-lingui-macro-guard',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { exclude: MACRO_PACKAGES } }),
    resolveId(id, importer) {
      if (MACRO_PACKAGES.includes(id))
        throw new Error(
          `${importer ?? 'a module'} imports the Lingui macro "${id}", which reached the runtime: the macro transform (linguiPlugins) did not run on it. Import the macro as the other modules do (${MSG_IMPORT}), from a module the site's Vite config transforms`,
        )
    },
  }
}

/** Set by `scripts/run.mjs`: its scripts (the build's first step among them) keep the catalogs' compiles too. */
export const KEEP_PO_COMPILES_ENV = 'NUVORA_KEEP_PO_COMPILES'

/**
 * The catalog plugin with what it compiles each PO file to kept in the build cache (`<build cache>/po-compiled`),
 * keyed by the file's text, its path, the environment (a browser's catalog leaves the pictures' words out) and
 * everything else the compile reads (`poCompileSalt`): a build, a script or a dev server loading a catalog that did
 * not change since an earlier run reads it instead of loading Lingui's compiler, parsing and compiling a megabyte of
 * PO per locale. The dev server keeps only each catalog's first compile (a catalog saved while it runs is new, and
 * its versions are not kept). Entries are marked when used; the build's first step prunes
 * those unused for a while. A cache that cannot be read or written is left alone.
 */
function keptCompiles(plugin: Plugin, pictureWords: boolean): Promise<Plugin> {
  return withTransformCache(plugin, buildCacheDir('po-compiled'), poCompileSalt(pictureWords), process.cwd(), {
    firstOnlyIn: (config) => config.command === 'serve' && process.env[KEEP_PO_COMPILES_ENV] !== '1',
    markUsed: true,
  })
}

/** What a catalog's compile reads besides the PO file: the tools' versions, Lingui's config and the compiling code. */
function poCompileSalt(pictureWords: boolean): string {
  return salt(
    ['@lingui/cli', '@lingui/conf', '@lingui/format-po', '@lingui/message-utils'],
    ['lingui.config.ts', 'src/i18n/shippable.ts', 'src/tools/build/linguiPlugins.ts'],
    pictureWords,
  )
}
