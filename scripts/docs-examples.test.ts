import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../app/site'
import { CLIENT_LOGO_FILE } from '../src/tools/build/brand/clientLogo'
import { commentsOf, mentionExists, npmExamples, pathMentions, projectFiles } from './docs-mentions'
import { checkArguments } from './new-page/arguments'
import { parseOptions } from './new-page/options'
import { walkthroughPaths, walkthroughSteps } from './walkthrough/steps'

const root = process.cwd()
const { files, roots } = projectFiles(root)
/** What a newcomer reads: the README and every guide under docs/ (the marketers' guide is generated). */
const DOCS = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file))
/** Source files whose comments editors show (JSDoc) or readers follow. */
const SOURCES = files.filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file))
/**
 * Paths the guides' walkthroughs make (a page, a picture), which the guides may name before they exist:
 * tests/integration/docs-walkthrough.test.ts checks they exist once the walkthrough ran.
 */
const MADE_BY_WALKTHROUGH = new Set(
  DOCS.flatMap((file) => walkthroughPaths(walkthroughSteps(readFileSync(file, 'utf8')))),
)
/** Files a project may add, which the build reads when they are there: the client's own logo (docs/design.md). */
const OPTIONAL_FILES = new Set([CLIENT_LOGO_FILE])
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>)

/** Why a `new:page` command line would be refused, as the command says it (none: it would run). */
function newPageMistakes(args: string[]): string[] {
  const { options, errors } = parseOptions(args)
  if (errors.length > 0) return errors
  const plan = checkArguments(options, siteContent.pages)
  return Array.isArray(plan) ? plan : []
}

describe('the commands the docs show', () => {
  const examples = DOCS.flatMap((file) =>
    npmExamples(readFileSync(file, 'utf8')).map((example) => ({ file, ...example })),
  )

  it('are found (the README shows how to run, test and add a page)', () => {
    const readme = examples.filter((example) => example.file === 'README.md').map((example) => example.script)
    expect(readme).toEqual(expect.arrayContaining(['start', 'test', 'new:page']))
  })

  it('each run a script of package.json', () => {
    const unknown = examples.filter((example) => !scripts.includes(example.script))
    expect(unknown.map(({ file, text }) => `${file}: ${text}`)).toEqual([])
  })

  it('each `new:page` example is accepted by its argument checks', () => {
    const newPage = examples.filter((example) => example.script === 'new:page' && example.args.length > 0)
    expect(newPage.length).toBeGreaterThan(0)
    const refused = newPage.flatMap(({ file, text, args }) =>
      newPageMistakes(args).map((mistake) => `${file}: ${text}: ${mistake}`),
    )
    expect(refused).toEqual([])
  })
})

describe('the paths the docs and comments name', () => {
  const missing = (file: string, text: string) =>
    pathMentions(text, roots, file)
      .filter(
        (mention) =>
          !mentionExists(mention.path, files, root) &&
          !MADE_BY_WALKTHROUGH.has(mention.path) &&
          !OPTIONAL_FILES.has(mention.path),
      )
      .map((mention) => `${file}:${mention.line}: ${mention.path}`)

  it('exist, in the README and docs/', () => {
    expect(DOCS.flatMap((file) => missing(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('exist, in the comments of the source files (JSDoc shows in editors and in the generated guide)', () => {
    expect(SOURCES.flatMap((file) => missing(file, commentsOf(readFileSync(file, 'utf8'))))).toEqual([])
  })
})

describe('finding commands and paths', () => {
  it('reads a command with its arguments up to the end of its code span or line, or a shell comment', () => {
    const text = [
      '`npm run new:page -- --id x --path /x` and `npm run check:config` (also run by the build)',
      'npm run leads -- --csv > leads.csv',
      'npm run new:page -- --id y --path /y   # the starter',
      'npm install && npm start',
    ].join('\n')
    expect(npmExamples(text).map(({ script, args }) => [script, ...args])).toEqual([
      ['new:page', '--id', 'x', '--path', '/x'],
      ['check:config'],
      ['leads', '--csv'],
      ['new:page', '--id', 'y', '--path', '/y'],
      ['start'],
    ])
  })

  it('finds paths under the given folders, and relative Markdown links from the file they are in', () => {
    const text = 'See `src/i18n/`, pages/<id>.ts, /pt-br/src/x, @scope/src/y and [the guide](translators.md#top).'
    expect(pathMentions(text, ['src', 'pages'], 'docs/marketers.md').map((mention) => mention.path)).toEqual([
      'src/i18n/',
      'pages/<id>.ts',
      'docs/translators.md',
    ])
  })

  it('matches a pattern path against the files, a plain one against the disk', () => {
    const list = ['pages/home.ts', 'sections/hero/schema.ts']
    expect(mentionExists('pages/<id>.ts', list, root)).toBe(true)
    expect(mentionExists('sections/<type>/', list, root)).toBe(true)
    expect(mentionExists('content/<id>.md', list, root)).toBe(false)
    expect(mentionExists('src/i18n/locales.ts', [], root)).toBe(true)
    expect(mentionExists('src/site/news.ts', [], root)).toBe(false)
  })

  it('keeps only the comments of a source file, on their lines', () => {
    // (`lib/` is no folder of this project, so the comment-like text here is no stale mention.)
    const source = "const url = 'https://x/lib/a' // see lib/b\n/** From `lib/c`. */\nconst d = 'lib/d'"
    expect(commentsOf(source)).toBe('// see lib/b\n/** From `lib/c`. */\n')
  })
})
