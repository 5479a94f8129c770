import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { openSync, closeSync } from 'node:fs'
import { lstat, mkdir } from 'node:fs/promises'
import { createConnection, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The build daemon's side in `npm run build` (`scripts/build-daemon.mjs`): the build's first step run in a process
 * kept warm between builds, so an edit reloads the files it changed and not Vite and the whole content. Used unless
 * the build runs in CI (`CI`), with `NUVORA_BUILD_DAEMON=0` or with `--no-daemon`; a build that cannot reach a
 * daemon runs the step in a process of its own, as without one.
 */
export function daemonWanted(args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI !== 'false'
  return !ci && env.NUVORA_BUILD_DAEMON !== '0' && !args.includes('--no-daemon')
}

/** Where one project's daemon for one output folder and build cache listens, and the name it answers to. */
export interface DaemonAddress {
  /** A folder only this user can enter (`0700`), in the system's temporary folder. */
  folder: string
  socket: string
  /** The project, the output folder and the cache folder, digested: a daemon serves builds of those alone. */
  identity: string
  /** What the daemon prints of itself (started, stopped and why). */
  log: string
}

export function daemonAddress(root: string, dist: string, cacheDir: string): DaemonAddress {
  const identity = createHash('sha256')
    .update(JSON.stringify([root, dist, cacheDir]))
    .digest('hex')
    .slice(0, 20)
  const folder = join(tmpdir(), `nuvora-build-${process.getuid?.() ?? 'user'}`)
  return { folder, identity, socket: join(folder, `${identity}.sock`), log: join(folder, `${identity}.log`) }
}

/** What the daemon answered a build: the first step's status and the CPU seconds it cost the daemon. */
export interface DaemonStep {
  status: number
  cpu: number
  /** True when this was the daemon's first build (Vite and the content loaded from nothing). */
  started: boolean
  /** How many content files the daemon loaded again (0 on a fresh daemon). */
  changed: number
}

/** What a build sends the daemon along with its own environment. */
export interface DaemonRequest {
  code: string
  content: Record<string, string>
}

/**
 * Runs the build's first step in the daemon of `address`, started when none answers (or when the one that does
 * stands aside: other code, content files added or removed), with its output printed here. A string says why no
 * daemon could run it: the caller runs the step itself.
 */
export async function prebuildInDaemon(
  address: DaemonAddress,
  request: DaemonRequest,
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): Promise<DaemonStep | string> {
  const unsafe = await privateFolder(address.folder)
  if (unsafe) return unsafe
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let connection = await connect(address.socket)
    if (!connection) {
      const reason = await startDaemon(address, request.code)
      if (typeof reason === 'string') return reason
      connection = reason
    }
    const answer = await ask(
      connection,
      { op: 'prebuild', identity: address.identity, ...request, env: process.env },
      out,
    )
    if ('restart' in answer) {
      out.stdout.write(`  build daemon: starting afresh (${answer.restart})\n`)
      continue
    }
    if (!('done' in answer)) return `the daemon stopped during the build (see ${address.log})`
    return { status: answer.done, cpu: answer.cpu, started: answer.first, changed: answer.changed }
  }
  return 'the daemon stood aside twice'
}

/** Stops the daemon of `address`, if one runs; true when one did. */
export async function stopDaemon(address: DaemonAddress): Promise<boolean> {
  const connection = await connect(address.socket)
  if (!connection) return false
  const answer = await ask(connection, { op: 'stop' }, process)
  return 'stopped' in answer
}

type Answer =
  | { done: number; cpu: number; first: boolean; changed: number }
  | { restart: string }
  | { stopped: true }
  | { closed: true }

/** Sends one request and prints what the daemon prints until it answers. */
function ask(
  connection: Socket,
  request: object,
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream },
): Promise<Answer> {
  return new Promise((resolve) => {
    let buffer = ''
    let answered = false
    connection.setEncoding('utf8')
    connection.on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end)) as { out?: 'stdout' | 'stderr'; text?: string } & Answer
        buffer = buffer.slice(end + 1)
        if (message.out) out[message.out].write(message.text ?? '')
        else {
          answered = true
          resolve(message)
        }
      }
    })
    connection.on('close', () => answered || resolve({ closed: true }))
    connection.on('error', () => {})
    connection.write(`${JSON.stringify(request)}\n`)
  })
}

/** A connection to the socket, or null when nothing listens there. */
function connect(socket: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const connection = createConnection(socket)
    connection.once('connect', () => resolve(connection))
    connection.once('error', () => resolve(null))
  })
}

/** How long a daemon being started may take to listen (Vite loaded with its plugins, on a loaded machine). */
const START_TIMEOUT_MS = 120_000

/**
 * Starts a daemon for the code of digest `code`, detached, its output in its log; answers a connection to it or why
 * it did not start.
 */
async function startDaemon(address: DaemonAddress, code: string): Promise<Socket | string> {
  const log = openSync(address.log, 'a', 0o600)
  const child = spawn(process.execPath, ['scripts/build-daemon.mjs', address.socket, address.identity, code], {
    detached: true,
    stdio: ['ignore', log, log],
    env: process.env,
  })
  closeSync(log)
  let exited = false
  child.once('exit', () => (exited = true))
  child.unref()
  const until = Date.now() + START_TIMEOUT_MS
  while (Date.now() < until) {
    const connection = await connect(address.socket)
    if (connection) return connection
    // Exited: another build's daemon took the socket first (it answers), or it failed (its log says why).
    if (exited) return (await connect(address.socket)) ?? `the daemon did not start (see ${address.log})`
    await new Promise((wait) => setTimeout(wait, 50))
  }
  child.kill()
  return `the daemon did not listen within ${START_TIMEOUT_MS / 1000} s (see ${address.log})`
}

/**
 * Makes the daemons' folder, private to this user; a reason not to use it when it exists with other rights or
 * another owner (another user could then reach the socket, or plant one).
 */
async function privateFolder(folder: string): Promise<string | null> {
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const found = await lstat(folder)
  const uid = process.getuid?.()
  if (!found.isDirectory() || (uid !== undefined && found.uid !== uid) || (found.mode & 0o077) !== 0)
    return `${folder} is not a folder of this user's alone (chmod 700 it, or remove it)`
  return null
}
