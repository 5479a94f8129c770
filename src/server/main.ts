import { createServer } from 'node:http'
import { resolve } from 'node:path'
import nodemailer from 'nodemailer'
import { settings } from '../../content/settings'
import { createApp, handleClientError } from './app'
import { createLeadEndpoint } from './leads/leadEndpoint'
import { LeadStore } from './leads/leadStore'
import { leadMail } from './leads/mailText'
import { Outbox } from './leads/outbox'
import { loadSite } from './staticSite'

/**
 * Production server. Settings (environment):
 * - `PORT` (3000), `HOST` (0.0.0.0), `SITE_ROOT` (dist/client)
 * - `LEADS_FILE` (data/leads.jsonl): the durable lead store
 * - `SMTP_URL` and `LEADS_TO` (and optionally `LEADS_FROM`): mail each lead to the team
 * - `LEADS_ALLOWED_ORIGINS`: comma-separated other sites allowed to post leads (CORS)
 * - `LEADS_RATE_PER_MINUTE` (10) per client address; `TRUST_PROXY=1` behind a reverse proxy
 */
const env = process.env
const log = (entry: Record<string, unknown>) =>
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n')

const files = await loadSite(resolve(env.SITE_ROOT ?? 'dist/client'))
const store = await LeadStore.open(resolve(env.LEADS_FILE ?? 'data/leads.jsonl'), (message) =>
  log({ level: 'warn', event: 'lead-store', message }),
)

let outbox: Outbox | undefined
if (env.SMTP_URL && env.LEADS_TO) {
  const transport = nodemailer.createTransport(env.SMTP_URL)
  const addresses = {
    from: env.LEADS_FROM ?? `Nuvora site <no-reply@${new URL(env.SMTP_URL).hostname}>`,
    to: env.LEADS_TO,
  }
  outbox = new Outbox({
    store,
    send: async (lead) => void (await transport.sendMail(leadMail(lead, addresses))),
    baseDelayMs: Number(env.LEADS_RETRY_MS ?? 5_000),
    log,
  })
  outbox.start()
}

const leadEndpoint = createLeadEndpoint({
  store,
  onStored: () => outbox?.kick(),
  allowedOrigins: (env.LEADS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  ratePerMinute: Number(env.LEADS_RATE_PER_MINUTE ?? 10),
  trustProxy: env.TRUST_PROXY === '1',
})

const port = Number(env.PORT ?? 3000)
const server = createServer({ maxHeaderSize: 32_768 }, createApp({ files, leadEndpoint, log, hosts: settings.hosts }))
server.on('clientError', handleClientError)
server.listen(port, env.HOST ?? '0.0.0.0', () =>
  log({
    event: 'listening',
    url: `http://localhost:${port}`,
    files: files.size,
    leads: store.leads().length,
    mail: Boolean(outbox),
  }),
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    outbox?.stop()
    server.close(() => void store.close().then(() => process.exit(0)))
  })
}
