import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { cp, mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from './serverProcess'

const project = resolve(import.meta.dirname, '../..')
/** Left out of the copy: installed packages (linked instead), Git's files and builds. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', '.vite-cache'])

/** The top-level entries Git tracks, but the tests, the guides and CI's files: what a script run in a copy reads. */
const trackedSources = () =>
  [
    ...new Set(
      execFileSync('git', ['ls-files'], { cwd: project, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((path) => path.split('/')[0]!),
    ),
  ].filter((name) => !['tests', 'docs', '.ci', 'README.md'].includes(name))

/**
 * A copy of the project a test may change (break a page, edit a catalog), sharing its installed packages, in a
 * temporary folder named after `prefix`. `sourcesOnly`: only what Git tracks, without tests, guides and CI files (a
 * script's run needs no more, and nothing untracked changes what it finds).
 */
export async function projectCopy({ prefix = 'dev-site-', sourcesOnly = false } = {}): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), prefix))
  if (sourcesOnly) {
    for (const entry of trackedSources()) await cp(join(project, entry), join(copy, entry), { recursive: true })
  } else {
    // Builds in other output folders (DIST_DIR=dist-…) stay behind too.
    const copied = (path: string) =>
      !NOT_COPIED.has(basename(path)) && !(dirname(path) === project && basename(path).startsWith('dist'))
    await cp(project, copy, { recursive: true, filter: copied })
  }
  await symlink(join(project, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

export interface DevServer {
  url: string
  /** Everything the dev server printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * The longest a dev server (`npm run dev`, `npm run translate`) may take to listen: Vite's start only, as it makes no
 * image before it listens and the integration tests' setup made them all (`mediaSetup.ts`).
 */
const START_MS = 180_000

/**
 * `npm run dev` in `root` on a free port, once it listens (stopped if it does not within `START_MS`); its own
 * dependency cache, so it clashes with no other. `env` adds to the environment it runs in.
 */
export async function startDev(root: string, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  const port = await freePort()
  return startNpm(root, ['run', 'dev', '--', '--port', String(port)], env, (output) =>
    /ready in/.test(output) ? `http://localhost:${port}` : undefined,
  )
}

/**
 * `npm <args>` in `root`, a dev server with its own dependency cache, once `listening` finds its address in what it
 * printed (stopped if it does not within `START_MS`).
 */
export async function startNpm(
  root: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  listening: (output: string) => string | undefined,
): Promise<DevServer> {
  const child = spawn('npm', args, {
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
  const command = `npm ${args.join(' ')}`
  let output = ''
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => {
      void stopGroup(child)
      fail(new Error(`${command} did not listen within ${START_MS} ms:\n${output}`))
    }, START_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const address = listening(output)
      if (!address) return
      clearTimeout(timer)
      ready(address)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', () => fail(new Error(`${command} exited:\n${output}`)))
  })
  return { url, output: () => output, stop: () => stopGroup(child) }
}

/**
 * Stops the dev server and the processes npm started for it (its process group): SIGTERM, then SIGKILL to whatever
 * of the group is left after 5 s. Vite answers SIGTERM by closing the server first, and that close can hang: after
 * the studio test, `vike dev` outlived npm, its project copy deleted, at a third of a core until killed by hand.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const group = -child.pid!
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name)
      return true
    } catch {
      return false // none of the group is left
    }
  }
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit')
  if (!signal('SIGTERM')) return
  for (const until = Date.now() + 5_000; signal(0) && Date.now() < until;) await sleep(100)
  signal('SIGKILL')
  await exited
}
