import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

/**
 * The parsed files every check shares (the libraries' and the site's own): each check re-parses only the file it
 * edits, so the second and third checks cost a type check and no parse.
 */
const parsed = new Map<string, ts.SourceFile>()

/** Type-checks the project with one file's text replaced, and lists the files the errors point into. */
function errorFilesWith(file: string, edit: (source: string) => string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const target = join(root, file)
  const host = ts.createCompilerHost(config.options)
  const readFile = host.readFile.bind(host)
  host.readFile = (path) => (path === target ? edit(readFileSync(target, 'utf8')) : readFile(path))
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (path, language, ...rest) => {
    if (path === target) return getSourceFile(path, language, ...rest)
    const key = `${path}:${JSON.stringify(language)}`
    if (!parsed.has(key)) parsed.set(key, getSourceFile(path, language, ...rest)!)
    return parsed.get(key)
  }
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host })
  const diagnostics = ts.getPreEmitDiagnostics(program)
  return diagnostics.map((diagnostic) =>
    diagnostic.file ? diagnostic.file.fileName.slice(root.length + 1) : '(global)',
  )
}

describe('a mistake in one page is reported at that page only', { timeout: 240_000 }, () => {
  it('a block type typo in pages/about.ts gives errors in pages/about.ts and nowhere else', () => {
    const files = errorFilesWith('pages/about.ts', (source) => {
      const typo = source.replace("type: 'hero'", "type: 'heroo'")
      expect(typo).not.toBe(source)
      return typo
    })
    expect(files.length).toBeGreaterThan(0)
    expect(new Set(files)).toEqual(new Set(['pages/about.ts']))
  })

  it('a layout typo in pages/about.ts (a name layouts/index.ts does not register) is an error there and nowhere else', () => {
    const files = errorFilesWith('pages/about.ts', (source) => {
      const typo = source.replace("layout: 'default'", "layout: 'defualt'")
      expect(typo).not.toBe(source)
      return typo
    })
    expect(files.length).toBeGreaterThan(0)
    expect(new Set(files)).toEqual(new Set(['pages/about.ts']))
  })

  it('a wrong value in a collection page (pages/news-article.ts) stays in that file', () => {
    const files = errorFilesWith('pages/news-article.ts', (source) => {
      const typo = source.replace(
        "{ type: 'newsArticle', props: { article } }",
        "{ type: 'newsArticle', props: { article: 42 } }",
      )
      expect(typo).not.toBe(source)
      return typo
    })
    expect(files.length).toBeGreaterThan(0)
    expect(new Set(files)).toEqual(new Set(['pages/news-article.ts']))
  })
})
