#!/usr/bin/env node
// The build daemon: `npm run build`'s first step (`scripts/prebuild.ts`), kept warm between builds of one project
// and output folder, as Gradle's daemon keeps a build's JVM. Vite, the content and the checks' code stay loaded; a
// build names the content files it changed and only those (and what imports them) are loaded again. Started by the
// build itself (`src/tools/build/incremental/buildDaemon.ts`), never by hand: it listens on a Unix socket only its
// user can reach, serves one build at a time, and exits when the code changes, after a build that threw, after
// `NUVORA_BUILD_DAEMON_IDLE_SECONDS` without a build (15 minutes) or when asked (`npm run build -- --stop-daemon`).
// Usage: node scripts/build-daemon.mjs <socket> <identity> <code digest>
import { chmod, unlink } from 'node:fs/promises'
import { createConnection, createServer } from 'node:net'
import { isExplainedMistake, startViteRunner } from './vite-runner.mjs'

const [socket, identity, startCode] = process.argv.slice(2)
if (!socket || !identity || !startCode) {
  console.error('Usage: node scripts/build-daemon.mjs <socket> <identity> <code digest>')
  process.exit(2)
}
/** Builds go through one at a time: each holds the console and the content's modules while it runs. */
let queue = Promise.resolve()
/** What the last build ran with: the code's digest (another one: the daemon stands aside) and each content file's. */
let last
let cpuAtLastBuild = { user: 0, system: 0 }
const idleSeconds = Number(process.env.NUVORA_BUILD_DAEMON_IDLE_SECONDS ?? 15 * 60)
/** Past this much heap, the next build starts a fresh daemon: modules loaded again and again may keep old copies. */
const MAX_HEAP_BYTES = 1.5 * 1024 ** 3
let idleTimer
const runner = await startViteRunner()

const server = createServer((connection) => {
  let buffer = ''
  connection.setEncoding('utf8')
  connection.on('data', (chunk) => {
    buffer += chunk
    const end = buffer.indexOf('\n')
    if (end < 0) return
    let request
    try {
      request = JSON.parse(buffer.slice(0, end))
    } catch {
      return connection.end()
    }
    buffer = ''
    queue = queue.then(() => serve(request, connection)).catch((error) => stop(`failed: ${error?.stack ?? error}`))
  })
  connection.on('error', () => {})
})

/** Answers one request: `{ op: 'stop' }`, or `{ op: 'prebuild', identity, code, content, env }`. */
async function serve(request, connection) {
  clearTimeout(idleTimer)
  const send = (message) => connection.writable && connection.write(`${JSON.stringify(message)}\n`)
  // The socket goes before the answer: the build starting the next daemon finds the path free.
  if (request.op === 'stop') {
    await release()
    send({ stopped: true })
    connection.end()
    return stop('asked to stop')
  }
  const why = standAside(request)
  if (why) {
    await release()
    send({ restart: why })
    connection.end()
    return stop(why)
  }
  const first = !last
  const changed = first
    ? []
    : Object.keys(request.content).filter((path) => request.content[path] !== last.content[path])
  runner.changed(changed)
  const code = await withOutputTo(send, request.env, async () => {
    try {
      const prebuild = await runner.load('scripts/prebuild.ts')
      return (await prebuild.default([])) ?? 0
    } catch (error) {
      console.error(isExplainedMistake(error) ? `✗ ${error.message}` : (error?.stack ?? String(error)))
      return null
    }
  })
  last = { code: request.code, content: request.content }
  const cpu = process.cpuUsage(cpuAtLastBuild)
  cpuAtLastBuild = process.cpuUsage()
  send({ done: code ?? 1, cpu: (cpu.user + cpu.system) / 1e6, first, changed: changed.length })
  connection.end()
  // A build that threw may have left a module half loaded: the next build starts afresh.
  if (code === null) return stop('the last build threw')
  if (process.memoryUsage().heapUsed > MAX_HEAP_BYTES) return stop('its heap grew past 1.5 GB')
  waitIdle()
}

/** Stops the daemon if no build comes within `idleSeconds`. */
function waitIdle() {
  idleTimer = setTimeout(() => stop(`idle for ${idleSeconds} s`), idleSeconds * 1000)
}

/** Why this daemon cannot serve the request (another project, code or set of content files); null when it can. */
function standAside(request) {
  if (request.identity !== identity) return 'another project, output folder or cache'
  // The code it started with (its Vite config and plugins are loaded from it), then the code of its last build.
  if (request.code !== (last?.code ?? startCode)) return 'the code changed'
  if (!last) return null
  const names = (content) => Object.keys(content).sort().join('\n')
  if (names(request.content) !== names(last.content)) return 'content files were added or removed'
  return null
}

/** Runs `work` with the client's environment and this process's output sent to the client. */
async function withOutputTo(send, env, work) {
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write }
  const ownEnv = { ...process.env }
  setEnvironment({ ...env, NUVORA_KEEP_PO_COMPILES: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' })
  for (const stream of ['stdout', 'stderr'])
    process[stream].write = (chunk, encoding, callback) => {
      send({ out: stream, text: typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8') })
      if (typeof encoding === 'function') encoding()
      else callback?.()
      return true
    }
  try {
    return await work()
  } finally {
    process.stdout.write = writes.stdout
    process.stderr.write = writes.stderr
    setEnvironment(ownEnv)
  }
}

/** Makes `process.env` hold `env` alone, in place: modules that kept a reference to it see the same object. */
function setEnvironment(env) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name]
  Object.assign(process.env, env)
}

/** No new build reaches this daemon: its socket is closed and removed. */
async function release() {
  if (!server.listening) return
  await unlink(socket).catch(() => {})
  server.close()
}

async function stop(why) {
  console.log(`build daemon ${process.pid}: stopping (${why})`)
  await release()
  await runner.close().catch(() => {})
  process.exit(0)
}

/** A socket file left by a daemon that died: nothing answers on it. */
const answers = () =>
  new Promise((done) => {
    const probe = createConnection(socket)
    probe.on('connect', () => done(probe.end() && true))
    probe.on('error', () => done(false))
  })

server.on('error', async (error) => {
  if (error.code === 'EADDRINUSE' && !(await answers())) {
    await unlink(socket).catch(() => {})
    return server.listen(socket)
  }
  // Another build started a daemon for this folder first: that one serves.
  console.log(`build daemon ${process.pid}: not started (${error.message})`)
  await runner.close().catch(() => {})
  process.exit(0)
})
server.on('listening', async () => {
  await chmod(socket, 0o600)
  console.log(`build daemon ${process.pid}: listening on ${socket}`)
  waitIdle()
})
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.listen(socket)
