import { spawnSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { applyDiff, walkthroughPaths, walkthroughSteps, type WalkthroughStep } from '../../scripts/walkthrough/steps'
import { projectCopy, startNpm, type DevServer } from './devServerProcess'
import { freePort } from './serverProcess'

/**
 * The guides' walkthroughs, run as a newcomer follows them: every `walkthrough` block of docs/marketers.md, then of
 * docs/translators.md (scripts/walkthrough/steps.ts says how they are marked), in one copy of the project. A command
 * that fails, an edit whose lines are not in its file or an address that does not answer fails the test, naming the
 * guide's line. The build and `npm start` are not run here (they take minutes): tests/integration/rebuild.test.ts
 * checks that the running server serves a new build, tests/integration/new-page.test.ts builds a new page.
 */
const GUIDES = ['docs/marketers.md', 'docs/translators.md']

describe('the walkthroughs of the guides, run in a copy of the project', () => {
  let root = ''
  let server: DevServer | undefined
  /** What each command printed, by guide line, for the checks after the steps. */
  const printed = new Map<string, string>()
  afterAll(async () => {
    await server?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  async function run(guide: string, step: WalkthroughStep): Promise<void> {
    const where = `${guide}:${step.line}`
    if (step.kind === 'run')
      for (const command of step.commands) {
        const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
        delete env.DIST_DIR
        const done = spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8', env })
        const output = `${done.stdout}${done.stderr}`
        printed.set(`${guide}: ${command}`, output)
        expect(done.status, `${where}: \`${command}\` failed:\n${output}`).toBe(0)
      }
    else if (step.kind === 'edit') {
      const file = join(root, step.file)
      let changed: string
      try {
        changed = applyDiff(await readFile(file, 'utf8'), step.diff)
      } catch (error) {
        throw new Error(`${where}: the change to ${step.file} cannot be made: ${(error as Error).message}`)
      }
      await writeFile(file, changed)
    } else if (step.kind === 'server') {
      await server?.stop()
      const port = await freePort()
      server = await startNpm(
        root,
        [...step.command.replace(/^npm /, '').split(' '), '--', '--port', String(port)],
        {},
        (output) => (/ready in/.test(output) ? `http://localhost:${port}` : undefined),
      )
    } else
      for (const url of step.urls) {
        expect(server, `${where}: ${url} is opened before a server step`).toBeDefined()
        const address = url.replace(/^http:\/\/localhost:3000/, server!.url)
        const response = await fetch(address)
        expect(response.status, `${where}: ${url} answered ${response.status}\n${server!.output().slice(-2000)}`).toBe(
          200,
        )
      }
  }

  it('every step succeeds, in order, and does what the guides say', async () => {
    root = await projectCopy()
    const made: string[] = []
    for (const guide of GUIDES) {
      const steps = walkthroughSteps(await readFile(guide, 'utf8'))
      expect(steps.length, `${guide} has no walkthrough steps`).toBeGreaterThan(3)
      for (const step of steps) await run(guide, step)
      made.push(...walkthroughPaths(steps))
    }
    // What the guides may name before it exists (scripts/docs-examples.test.ts) exists once they ran.
    expect(made.filter((path) => !existsSync(join(root, path)))).toEqual([])
    // The marketers' page exists, with its picture, in Portuguese only; its menu link is left out elsewhere.
    const page = await readFile(join(root, 'pages/black-friday.ts'), 'utf8')
    expect(page).toContain("src: 'campaigns/black-friday.png'")
    expect(await readFile(join(root, 'pages.config.ts'), 'utf8')).toContain('black-friday')
    const checked = printed.get('docs/marketers.md: npm run check:config')!
    expect(checked).toMatch(/black-friday.*en-us, es-es: not published there/)
    // The translators found the page's new texts, translated them and published it; the new language is in progress.
    const left = printed.get('docs/translators.md: npm run i18n:status -- --page black-friday --locale en-us')!
    // Still a draft there: the status says so beside the count.
    expect(left).toMatch(
      /black-friday in en-us \(not published in en-us\): 4 of \d+ entries left \(4 missing, 0 fuzzy\)/,
    )
    expect(left).toContain('"Black Friday: a loja pronta antes de novembro"')
    const done = printed.get('docs/translators.md: npm run i18n:status -- --page black-friday --locale es-es')!
    expect(done).toMatch(/black-friday in es-es \(not published in es-es\): nothing left, all \d+ entries translated/)
    expect(await readFile(join(root, 'pages/black-friday.ts'), 'utf8')).not.toContain('locales:')
    expect(existsSync(join(root, 'locales/fr-fr/messages.po'))).toBe(true)
    expect(printed.get('docs/translators.md: npm run i18n:check')).toMatch(/fr-fr is in progress/)
  }, 900_000)
})
