import { createServer, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { settings } from '../content/settings'
import { createApp, handleClientError, handleConnect } from '../src/server/app'
import { createLeadEndpoint } from '../src/server/leads/leadEndpoint'
import { leadMailer } from '../src/server/leads/mailTransport'
import { openLeadStore } from '../src/server/leads/openLeadStore'
import { Outbox } from '../src/server/leads/outbox'
import { purgeOld } from '../src/server/leads/retention'
import { loadMovedPages, loadSite } from '../src/server/staticSite'

/**
 * Production server. Settings (environment):
 * - `PORT` (3000), `HOST` (0.0.0.0), `SITE_ROOT` (dist/client)
 * - `LEADS_FILE` (data/leads.jsonl): the durable lead store; `DATABASE_URL`: PostgreSQL instead (many servers), each
 *   call given up after `DATABASE_TIMEOUT_MS` (5000) while it is away; `LEADS_CLAIM_SECONDS` (120)
 * - `LEADS_RETENTION_DAYS`: delete leads older than that (spam is kept 30 days at most)
 * - `SMTP_URL` and `LEADS_TO` (and optionally `LEADS_FROM`): mail each lead to the team; `SMTP_CONNECTION_TIMEOUT_MS`,
 *   `SMTP_GREETING_TIMEOUT_MS` (10000), `SMTP_SOCKET_TIMEOUT_MS` (20000); `LEADS_RETRY_MS`, `LEADS_POLL_MS` (5000)
 * - `SHUTDOWN_TIMEOUT_MS` (10000): the longest a SIGTERM/SIGINT shutdown takes
 * - `LEADS_ALLOWED_ORIGINS`: comma-separated other sites allowed to post leads (CORS)
 * - `LEADS_RATE_PER_MINUTE` (10) per client address; `TRUST_PROXY=1` behind a reverse proxy; `LEADS_RATE_CLIENTS`
 *   (10000): the clients (and as many address blocks) the limiter remembers at most
 */
const env = process.env
const log = (entry: Record<string, unknown>) =>
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n')
const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error))

const siteRoot = resolve(env.SITE_ROOT ?? 'dist/client')
const files = await loadSite(siteRoot)
const moved = await loadMovedPages(siteRoot)
const store = await openLeadStore(env, log)

const send = leadMailer(env)
const outbox = send
  ? new Outbox({
      store,
      send,
      pollMs: env.LEADS_POLL_MS ? Number(env.LEADS_POLL_MS) : undefined,
      baseDelayMs: Number(env.LEADS_RETRY_MS ?? 5_000),
      log,
    })
  : undefined
outbox?.start()

const leadEndpoint = createLeadEndpoint({
  forms: settings.forms,
  store,
  onStored: () => outbox?.kick(),
  allowedOrigins: (env.LEADS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  ratePerMinute: Number(env.LEADS_RATE_PER_MINUTE ?? 10),
  rateClients: Number(env.LEADS_RATE_CLIENTS ?? 10_000),
  trustProxy: env.TRUST_PROXY === '1',
  bodyTimeoutMs: Number(env.LEADS_BODY_TIMEOUT_MS ?? 10_000),
  log,
})

const port = Number(env.PORT ?? 3000)
const app = createApp({ files, leadEndpoint, log, hosts: settings.hosts, root: siteRoot, moved })
/** Answers being written; on shutdown each is the last of its connection. */
const inFlight = new Set<ServerResponse>()
const server = createServer({ maxHeaderSize: 32_768 }, (request, response) => {
  inFlight.add(response)
  response.once('close', () => inFlight.delete(response))
  if (shuttingDown) lastOnConnection(response)
  app(request, response)
})
server.on('clientError', handleClientError)
server.on('connect', handleConnect)
server.listen(port, env.HOST ?? '0.0.0.0', () => {
  log({
    event: 'listening',
    url: `http://localhost:${port}`,
    files: files.size,
    store: store.name,
    mail: Boolean(outbox),
  })
  // Last resort, once serving (a start that fails still exits): an error nothing else caught (an 'error' event
  // without a listener, a promise nobody awaited) is logged and the server keeps serving. Each request stands on its
  // own and a lead is answered 201 only once stored, so one broken piece must not take the site and the endpoint down.
  process.on('uncaughtException', (error) =>
    log({ level: 'error', event: 'uncaught-exception', error: errorText(error) }),
  )
  process.on('unhandledRejection', (reason) =>
    log({ level: 'error', event: 'unhandled-rejection', error: errorText(reason) }),
  )
})

// Not awaited: a database that does not answer must not hold the rest of the start (the shutdown handlers) back.
void purgeOld(store, env, log)

const shutdownMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000)
let shuttingDown = false

/**
 * Makes `response` the last answer on its connection: `Connection: close` if its head is not sent yet (Node then
 * closes the connection once it is sent), else the connection is closed as soon as it is.
 */
function lastOnConnection(response: ServerResponse) {
  if (!response.headersSent) return void response.setHeader('Connection', 'close')
  const socket = response.socket
  response.once('finish', () => socket?.destroySoon())
}

/**
 * Graceful shutdown, bounded by `SHUTDOWN_TIMEOUT_MS` (10 s) whatever the mail server or the database do: stop
 * accepting, close idle kept-alive connections at once, let requests in flight finish, each answer the last of its
 * connection (`Connection: close`; each lead stored before its answer; connections still open halfway through are
 * cut), let the outbox finish and record the mail in progress (a send still hanging after 70% of the
 * time is abandoned: its lead is not recorded as sent, so it goes out again later, as the same message), close the
 * store, exit 0 with the port free. Past the bound, it exits 1.
 */
function shutdown(reason: Record<string, unknown>) {
  if (shuttingDown) return
  shuttingDown = true
  log({ event: 'shutdown', ...reason })
  setTimeout(() => {
    log({ level: 'error', event: 'shutdown-timeout', ms: shutdownMs })
    process.exit(1)
  }, shutdownMs).unref()
  for (const response of inFlight) lastOnConnection(response)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), Math.min(5_000, shutdownMs / 2)).unref()
  void Promise.all([closed, outbox?.stop(shutdownMs * 0.7)])
    .then(() => store.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        log({ level: 'error', event: 'shutdown', error: errorText(error) })
        process.exit(1)
      },
    )
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown({ signal }))

// Run by an npm script (`npm start`, `npm run serve`), the server's parent is the `sh -c` running the script: npm
// passes SIGTERM to that shell, which dies without passing it on. So there, the parent going away (this process is
// handed to another) shuts the server down like SIGTERM, rather than leaving it running orphaned.
if (env.npm_lifecycle_event) {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    shutdown({ parentExited: parent })
  }, 250)
  watch.unref()
}
