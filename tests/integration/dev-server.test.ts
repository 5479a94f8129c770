import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDocument } from '../../src/testing/render'
import { freePort } from './serverProcess'

const project = resolve(import.meta.dirname, '../..')
/** Left out of the copy: installed packages (linked instead), Git's files and builds. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report'])

/** A copy of the project to break a page in, sharing its installed packages. */
async function projectCopy(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'dev-site-'))
  await cp(project, copy, { recursive: true, filter: (path) => !NOT_COPIED.has(basename(path)) })
  await symlink(join(project, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

interface DevServer {
  url: string
  /** Everything the dev server printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/** The longest `npm run dev` may take to listen (its images, then Vite) on a busy machine. */
const START_MS = 180_000

/**
 * `npm run dev` in `root` on a free port, once it listens (stopped if it does not within `START_MS`); its own
 * dependency cache, so it clashes with no other.
 */
async function startDev(root: string): Promise<DevServer> {
  const port = await freePort()
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', VITE_CONFIG: JSON.stringify({ cacheDir: join(root, '.vite-cache') }) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => {
      void stopGroup(child)
      fail(new Error(`npm run dev did not listen within ${START_MS} ms:\n${output}`))
    }, START_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (!/ready in/.test(output)) return
      clearTimeout(timer)
      ready()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', () => fail(new Error(`npm run dev exited:\n${output}`)))
  })
  return { url: `http://localhost:${port}`, output: () => output, stop: () => stopGroup(child) }
}

/** Stops the dev server and the processes npm started for it (its process group). */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

/**
 * The warnings and errors among the dev server's lines (Vite's, Vike's, React's), but npm's echo of the command and
 * Vike's note that a hook took over 4 s: a matter of the machine's load, not of the site.
 */
function warningsIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /warning|error|\(!\)|invalid/i.test(line) && !/^> |is slow: it's taking more than/.test(line))
}

/** The text of a page the dev server renders, and its `<title>`. */
async function open(url: string) {
  const response = await fetch(url)
  const document = toDocument(await response.text())
  return { document, title: document.querySelector('title')?.textContent }
}

describe('npm run dev', { timeout: 240_000 }, () => {
  let root: string
  let about: string
  let dev: DevServer

  beforeAll(async () => {
    root = await projectCopy()
    about = await readFile(join(root, 'pages/about.ts'), 'utf8')
    await writeFile(join(root, 'pages/about.ts'), about.replace("type: 'featureGrid'", "type: 'featureGird'"))
    dev = await startDev(root)
  }, 240_000)

  afterAll(async () => {
    await dev?.stop()
    await rm(root, { recursive: true, force: true })
  })

  it('shows what check:config prints for a config mistake, on the page and in the terminal', async () => {
    const line =
      'about › sections[1] (featureGird): unknown block type "featureGird" (did you mean "featureGrid"?); the types are listed in sections/index.ts'
    const { document, title } = await open(`${dev.url}/pt-br/quem-somos`)
    expect(title).toBe("The site's config has 1 problem(s)")
    expect(document.querySelector('pre')?.textContent).toBe(`✗ the site's config has 1 problem(s):\n${line}`)
    expect(dev.output()).toContain(line)
    // Nothing of the site runs on it: no root to hydrate (src/app/site/+client.ts).
    expect(document.getElementById('root')).toBeNull()
  })

  it('renders the page once the mistake is fixed, printing no warning', async () => {
    await writeFile(join(root, 'pages/about.ts'), about)
    await expect
      .poll(async () => (await open(`${dev.url}/pt-br/quem-somos`)).title, { timeout: 60_000 })
      .toBe('Quem somos | Nuvora')
    expect((await open(`${dev.url}/pt-br`)).document.querySelector('h1')).not.toBeNull()
    expect(warningsIn(dev.output())).toEqual([])
  })
})
