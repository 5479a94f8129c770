import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const ENGINE_ONLY = join(import.meta.dirname, 'engine-only/tsconfig.json')
/** The site and its entry points: what the engine receives as input and never reads (`structure.test.ts` checks its imports). */
const SITE = ['app/', 'sections/', 'layouts/', 'pages/', 'pages.config.ts', 'content/']

function engineOnlyProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    ENGINE_ONLY,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  return ts.createProgram({ rootNames: config.fileNames, options: config.options })
}

describe('the engine apart from the site', { timeout: 120_000 }, () => {
  it('type-checks against the small test site alone (tests/types/engine-only), reading no file of the site', () => {
    const program = engineOnlyProgram()
    const files = program
      .getSourceFiles()
      .map((source) => relative(root, source.fileName))
      .filter((file) => !file.startsWith('..') && !file.includes('node_modules/'))
    expect(files.filter((file) => SITE.some((site) => file.startsWith(site)))).toEqual([])
    expect(files).toContain('tests/types/engine-only/site/sections.ts')
    expect(files).toContain('tests/types/engine-only/site/layouts.ts')
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file ? `${relative(root, diagnostic.file.fileName)}: ` : ''
      return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    })
    expect(diagnostics).toEqual([])
  })
})
