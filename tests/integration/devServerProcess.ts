import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { freePort } from './serverProcess'

const project = resolve(import.meta.dirname, '../..')
/** Left out of the copy: installed packages (linked instead), Git's files and builds. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report'])

/** A copy of the project to break a page in, sharing its installed packages. */
export async function projectCopy(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'dev-site-'))
  await cp(project, copy, { recursive: true, filter: (path) => !NOT_COPIED.has(basename(path)) })
  await symlink(join(project, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

export interface DevServer {
  url: string
  /** Everything the dev server printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/** The longest `npm run dev` may take to listen (its images, then Vite) on a busy machine. */
const START_MS = 180_000

/**
 * `npm run dev` in `root` on a free port, once it listens (stopped if it does not within `START_MS`); its own
 * dependency cache, so it clashes with no other. `env` adds to the environment it runs in.
 */
export async function startDev(root: string, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  const port = await freePort()
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NO_COLOR: '1',
      VITE_CONFIG: JSON.stringify({ cacheDir: join(root, '.vite-cache') }),
    },
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
