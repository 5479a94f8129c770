import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildState } from './build-inputs'

/** A project as `npm start` finds it: its sources, what is not built from (docs, tests), and what is ignored. */
const FILES = [
  '.gitignore',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'lingui.config.ts',
  'vite.config.ts',
  'pages.config.ts',
  'layouts/index.ts',
  'pages/home.ts',
  'src/engine.ts',
  'src/engine.test.ts',
  'public/icons/logo.svg',
  'README.md',
  'docs/guide.md',
  'tests/e2e/home.spec.ts',
  'playwright.config.ts',
  'dist/client/index.html',
  'data/leads.jsonl',
  'node_modules/react/index.js',
]
const GITIGNORE = 'node_modules\ndist/\ndata/\n*.log\n'
const LONG_AGO = Date.now() / 1000 - 3_600
const BUILT = LONG_AGO + 600

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** The project in a temporary folder, every file and folder older than its build, under git or not. */
function project({ git }: { git: boolean }): string {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'))
  for (const file of FILES) {
    mkdirSync(join(root, dirname(file)), { recursive: true })
    writeFileSync(join(root, file), file === '.gitignore' ? GITIGNORE : `// ${file}\n`)
  }
  if (git) {
    execFileSync('git', ['init', '--quiet'], { cwd: root })
    execFileSync('git', ['add', '--all'], { cwd: root })
  }
  const paths = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => !path.startsWith('.git/'))
  for (const path of [...paths, '.']) utimesSync(join(root, path), LONG_AGO, LONG_AGO)
  utimesSync(join(root, 'dist/client/index.html'), BUILT, BUILT)
  return root
}

const edit = (file: string) => writeFileSync(join(root, file), `// ${file}, edited\n`)

describe.each([
  { git: true, how: 'the files git lists' },
  { git: false, how: 'the folder walked, as .gitignore says (no git)' },
])('npm start rebuilds when a build input changed: $how', ({ git }) => {
  it('serves the build when nothing changed since, and builds when there is none', () => {
    project({ git })
    expect(buildState('dist', root)).toBe('current')
    expect(buildState('dist-other', root)).toBe('missing')
  })

  it.each(['layouts/index.ts', 'pages/home.ts', 'src/engine.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json'])(
    'rebuilds after a change in %s',
    (file) => {
      project({ git })
      edit(file)
      expect(buildState('dist', root)).toBe('stale')
    },
  )

  it('rebuilds after a new page, not yet committed, and after a picture is deleted', () => {
    project({ git })
    edit('pages/offers.ts')
    expect(buildState('dist', root)).toBe('stale')
    project({ git })
    rmSync(join(root, 'public/icons/logo.svg'))
    expect(buildState('dist', root)).toBe('stale')
  })

  it.each([
    'README.md',
    'docs/guide.md',
    'tests/e2e/home.spec.ts',
    'src/engine.test.ts',
    'playwright.config.ts',
    'data/leads.jsonl',
    'node_modules/react/index.js',
    'server.log',
  ])('serves the build after a change in %s, which it is not built from', (file) => {
    project({ git })
    edit(file)
    expect(buildState('dist', root)).toBe('current')
  })
})
