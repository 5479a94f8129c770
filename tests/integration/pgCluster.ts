import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './serverProcess'

/** The newest PostgreSQL server installed from Debian's packages, if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version && join(root, version, 'bin')
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined
}

export const PG_BIN = postgresBin()
if (!PG_BIN && process.env.CI) throw new Error('PostgreSQL is needed for these tests: apt-get install postgresql')

export interface PgCluster {
  url: string
  /** `pg_ctl restart -m fast`: every connection is cut; resolves once the server accepts connections again. */
  restart: () => Promise<void>
  /** Shuts the server down (`-m fast`), keeping its data, until `up()`. */
  down: () => Promise<void>
  up: () => Promise<void>
  /** SIGSTOP to the postmaster and every backend: connections open but nothing answers, until `thaw()`. */
  freeze: () => Promise<void>
  thaw: () => Promise<void>
  /** Stops the server and removes the cluster. */
  stop: () => Promise<void>
}

/**
 * A throwaway PostgreSQL cluster: `initdb -A trust` in a temporary folder, started on a free loopback port (its
 * socket in the same folder), removed by `stop()`. As root, the server runs as the `postgres` user (it refuses root).
 */
export async function startPgCluster(): Promise<PgCluster> {
  if (!PG_BIN) throw new Error('no PostgreSQL server installed')
  const dir = await mkdtemp(join(tmpdir(), 'pg-'))
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()) : undefined
  if (owner !== undefined) await chown(dir, owner, Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })))
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(PG_BIN!, command),
      asRoot ? ['-u', 'postgres', '--', join(PG_BIN!, command), ...args] : args,
      {
        stdio: 'pipe',
        cwd: dir,
      },
    )
  // Asynchronous, so the test's own requests keep running while the server goes down or comes back.
  const runAsync = (command: string, args: string[]) =>
    promisify(execFile)(
      asRoot ? 'runuser' : join(PG_BIN!, command),
      asRoot ? ['-u', 'postgres', '--', join(PG_BIN!, command), ...args] : args,
      { cwd: dir },
    ).then(() => undefined)
  const data = join(dir, 'data')
  run('initdb', ['-A', 'trust', '-U', 'postgres', '-D', data, '--no-sync'])
  const port = await freePort()
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=on`
  const pgCtl = (...args: string[]) => ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, ...args]
  run('pg_ctl', pgCtl('start'))
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'leads'])
  // The postmaster is signalled before its children are listed: stopped, it forks no backend that the list misses
  // (listed first, a backend forked in between for a new connection kept answering).
  const signalAll = async (signal: NodeJS.Signals) => {
    const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0])
    process.kill(postmaster, signal)
    const backends = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    for (const pid of backends.split('\n').filter(Boolean).map(Number)) signalIfThere(pid, signal)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/leads`,
    restart: () => runAsync('pg_ctl', pgCtl('-m', 'fast', 'restart')),
    down: () => runAsync('pg_ctl', pgCtl('-m', 'fast', 'stop')),
    up: () => runAsync('pg_ctl', pgCtl('start')),
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    stop: async () => {
      await signalAll('SIGCONT').catch(() => undefined)
      if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Signals a process that may have exited since it was listed (a backend whose connection just closed). */
function signalIfThere(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
