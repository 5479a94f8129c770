import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, symlink } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'

const project = resolve(import.meta.dirname, '../..')
/** Left out of the copy: installed packages (linked instead), Git's files and builds. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', '.vite-cache'])
/** The longest `npm run translate` may take to listen (its images, then Vite) on a busy machine. */
const START_MS = 180_000

/** A copy of the project whose catalogs and pages a test may change, sharing its installed packages. */
export async function projectCopy(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'translate-site-'))
  await cp(project, copy, { recursive: true, filter: (path) => !NOT_COPIED.has(basename(path)) })
  await symlink(join(project, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

export interface TranslateServer {
  /** The address `npm run translate` printed. */
  url: string
  output: () => string
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/** `npm run translate -- --locale <locale>` in `root` on a free port, once it prints the address to open. */
export async function startTranslate(root: string, locale: string): Promise<TranslateServer> {
  const port = await freePort()
  const child = spawn('npm', ['run', 'translate', '--', '--locale', locale, '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', VITE_CONFIG: JSON.stringify({ cacheDir: join(root, '.vite-cache') }) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => {
      void stopGroup(child)
      fail(new Error(`npm run translate did not listen within ${START_MS} ms:\n${output}`))
    }, START_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const address = /In-context translation of \S+: open (\S+)/.exec(output)?.[1]
      if (!address) return
      clearTimeout(timer)
      ready(address)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', () => fail(new Error(`npm run translate exited:\n${output}`)))
  })
  return { url, output: () => output, stop: () => stopGroup(child) }
}

/** Stops the server and the processes npm started for it (its process group). */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
    process.kill(-child.pid!, 'SIGTERM')
  })
}
