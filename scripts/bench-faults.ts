// `npm run bench` (third part): the lead server under faults. For each fault it prints how many leads were
// acknowledged (201), how many of those are in the store, and how many stored leads were mailed exactly once, so a
// lost or twice-mailed lead shows at a glance. Exits 1 when an acknowledged lead is missing or a lead is mailed twice
// (or a fault's own check fails: the flood's new clients refused). BENCH_FAULTS=flood,sigterm runs only the faults
// whose name holds one of those words; BENCH_FLOOD_ADDRESSES (10000) sizes the flood and the limiter with it.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FileLeadStore } from '../src/server/leads/fileLeadStore'
import { PgLeadStore } from '../src/server/leads/pgLeadStore'
import { PG_BIN, startPgCluster } from '../tests/integration/pgCluster'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from '../tests/integration/serverProcess'
import { smtpSink, waitFor } from '../tests/integration/smtpSink'
import { daysAgo, storedLead } from '../tests/integration/storedLeads'
import { mountTinyFilesystem } from '../tests/integration/tmpfsMount'

type Sink = Awaited<ReturnType<typeof smtpSink>>

/** What one fault run counted. `mailed` is left out where the fault is not about mail. */
interface FaultResult {
  fault: string
  acknowledged: string[]
  stored: string[]
  mailed?: Map<string, number>
  note: string
  /** False when the fault's own check failed. */
  ok?: boolean
}

const site = await tinySite()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const newLeadsFile = async () => join(await mkdtemp(join(tmpdir(), 'bench-faults-')), 'leads.jsonl')

/** Mail settings for a server that mails to `sink` quickly (short poll and retry). */
const mailEnv = (sink: Sink) => ({
  SMTP_URL: sink.url,
  LEADS_TO: 'vendas@nuvora.example',
  LEADS_FROM: 'Nuvora site <site@nuvora.example>',
  LEADS_POLL_MS: '200',
  LEADS_RETRY_MS: '200',
  SMTP_SOCKET_TIMEOUT_MS: '2000',
})

const serve = (env: Record<string, string>) =>
  startServer({ SITE_ROOT: site, LEADS_RATE_PER_MINUTE: '1000000', ...env })

/**
 * Posts `count` leads, `concurrency` at a time, spread over `servers`; `during` runs once `faultAfter` are
 * acknowledged (the fault). Posts that fail at the network level (a killed server) count as not acknowledged.
 */
async function burst(
  servers: RunningServer[],
  {
    count,
    concurrency = 20,
    faultAfter,
    during,
  }: { count: number; concurrency?: number; faultAfter?: number; during?: () => Promise<void> },
): Promise<{ acknowledged: string[]; statuses: Map<number | string, number> }> {
  const acknowledged: string[] = []
  const statuses = new Map<number | string, number>()
  let next = 0
  let fault: Promise<void> | undefined
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        const server = servers[index % servers.length]!
        const status = await postLead(server.url, { ...validBodies.lead, name: `Lead ${index}` }).then(
          async (response) => {
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
            else await response.arrayBuffer()
            return response.status
          },
          () => 'no answer',
        )
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (during && faultAfter !== undefined && acknowledged.length >= faultAfter) fault ??= during()
      }
    }),
  )
  await fault
  return { acknowledged, statuses }
}

const fileIds = async (path: string) =>
  (await (await FileLeadStore.openReadOnly(path, () => {})).list()).map(({ lead }) => lead.id)

async function pgIds(url: string): Promise<string[]> {
  const store = await PgLeadStore.open(url)
  try {
    return (await store.list()).map(({ lead }) => lead.id)
  } finally {
    await store.close()
  }
}

/** How many times each lead was mailed, by its X-Lead-Id header, once every id in `expected` has been. */
async function mailedOnceSettled(sink: Sink, expected: string[]): Promise<Map<string, number>> {
  const counts = () => {
    const map = new Map<string, number>()
    for (const mail of sink.received) {
      const id = /^X-Lead-Id: (\S+)/im.exec(mail.raw)?.[1]
      if (id) map.set(id, (map.get(id) ?? 0) + 1)
    }
    return map
  }
  await waitFor(() => expected.every((id) => counts().has(id)), 60_000).catch(() => undefined)
  await pause(1_500) // a late duplicate would arrive within a few polls
  return counts()
}

const statusNote = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, times]) => `${times}×${status}`).join(' ')

async function killMidBurst(): Promise<FaultResult> {
  const file = await newLeadsFile()
  const sink = await smtpSink()
  const server = await serve({ LEADS_FILE: file, ...mailEnv(sink) })
  const { acknowledged, statuses } = await burst([server], {
    count: 1500,
    faultAfter: 300,
    during: () => server.stop('SIGKILL'),
  })
  const recovery = await serve({ LEADS_FILE: file, ...mailEnv(sink) })
  const stored = await fileIds(file)
  const mailed = await mailedOnceSettled(sink, stored)
  await recovery.stop()
  await sink.close()
  return { fault: 'kill -9 mid-burst (file)', acknowledged, stored, mailed, note: statusNote(statuses) }
}

async function sigtermMidBurst(): Promise<FaultResult> {
  const file = await newLeadsFile()
  const server = await serve({ LEADS_FILE: file })
  let exit = ''
  const { acknowledged, statuses } = await burst([server], {
    count: 1500,
    faultAfter: 300,
    during: async () => {
      server.process.once('exit', (code, signal) => (exit = `exit ${code ?? signal}`))
      await server.stop('SIGTERM')
    },
  })
  return {
    fault: 'SIGTERM mid-burst (file)',
    acknowledged,
    stored: await fileIds(file),
    note: `${exit}; ${statusNote(statuses)}`,
  }
}

async function diskFull(): Promise<FaultResult> {
  const disk = await mountTinyFilesystem('256k')
  if (typeof disk === 'string')
    return { fault: 'ENOSPC (file)', acknowledged: [], stored: [], note: `skipped: ${disk}` }
  try {
    const file = join(disk.dir, 'leads.jsonl')
    const server = await serve({ LEADS_FILE: file })
    const { acknowledged, statuses } = await burst([server], { count: 1500, concurrency: 10 })
    await server.stop()
    return { fault: 'ENOSPC (file)', acknowledged, stored: await fileIds(file), note: statusNote(statuses) }
  } finally {
    await disk.unmount()
  }
}

async function purgeUnderLoad(): Promise<FaultResult> {
  const file = await newLeadsFile()
  const lines = [JSON.stringify({ type: 'lead', lead: storedLead('old-spam', true, daysAgo(40)) })]
  for (let index = 0; index < 150_000; index++)
    lines.push(JSON.stringify({ type: 'lead', lead: storedLead(`stored-${index}`) }))
  await writeFile(file, lines.join('\n') + '\n')
  // The purge runs as the server starts: the burst meets it.
  const server = await serve({ LEADS_FILE: file })
  const { acknowledged, statuses } = await burst([server], { count: 600 })
  await server.stop()
  const stored = await fileIds(file)
  const spamGone = !stored.includes('old-spam')
  return {
    fault: 'purge under load (file, 150k)',
    acknowledged,
    stored,
    note: `${spamGone ? 'old spam purged' : '✗ old spam still there'}; ${statusNote(statuses)}`,
  }
}

async function smtpHang(): Promise<FaultResult> {
  const file = await newLeadsFile()
  const sink = await smtpSink(0, { hang: 1 })
  const server = await serve({ LEADS_FILE: file, ...mailEnv(sink) })
  const started = Date.now()
  const { acknowledged, statuses } = await burst([server], { count: 50, concurrency: 5 })
  const mailed = await mailedOnceSettled(sink, acknowledged)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  await server.stop()
  await sink.close()
  return {
    fault: 'SMTP hangs mid-DATA',
    acknowledged,
    stored: await fileIds(file),
    mailed,
    note: `all mailed after ${seconds} s; ${statusNote(statuses)}`,
  }
}

async function postgresRestart(): Promise<FaultResult> {
  if (!PG_BIN) return { fault: 'PostgreSQL restart', acknowledged: [], stored: [], note: 'skipped: no PostgreSQL' }
  const cluster = await startPgCluster()
  const sink = await smtpSink()
  const env = { DATABASE_URL: cluster.url, DATABASE_TIMEOUT_MS: '2000', ...mailEnv(sink) }
  const servers = [await serve(env), await serve(env)]
  try {
    const { acknowledged, statuses } = await burst(servers, { count: 600, faultAfter: 150, during: cluster.restart })
    const alive = servers.every((server) => server.process.exitCode === null && server.process.signalCode === null)
    const stored = await pgIds(cluster.url)
    const mailed = await mailedOnceSettled(sink, stored)
    return {
      fault: 'PostgreSQL restart, 2 servers',
      acknowledged,
      stored,
      mailed,
      note: `${alive ? 'both servers up' : '✗ a server died'}; ${statusNote(statuses)}`,
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await sink.close()
    await cluster.stop()
  }
}

/**
 * A flood from many addresses (behind a proxy: each in X-Forwarded-For): `addresses` addresses each post past their
 * limit (1 a minute), junk bodies, filling the rate limiter (sized to them) with over-limit clients. Then, while they
 * keep posting (each twice in turn, the oldest first, so the limiter stays full), new clients (each from another /24,
 * some IPv6) post one lead each: all must be admitted and stored, and no flood address may be let through twice within
 * a minute (an answer other than 429 received less than 60 s after the previous one's request was sent).
 */
async function floodThenNewClients(): Promise<FaultResult> {
  const addresses = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 10_000)
  const newClients = 200
  const file = await newLeadsFile()
  const server = await serve({
    LEADS_FILE: file,
    TRUST_PROXY: '1',
    LEADS_RATE_PER_MINUTE: '1',
    LEADS_RATE_CLIENTS: String(addresses),
  })
  const post = async (address: string, body: unknown) => {
    const response = await postLead(server.url, body, { 'X-Forwarded-For': address }).catch(() => undefined)
    const id = response?.status === 201 ? ((await response.json()) as { id: string }).id : undefined
    if (response && id === undefined) await response.arrayBuffer()
    return { status: response?.status ?? 'no answer', id }
  }
  const statuses = new Map<number | string, number>()
  /** When each flood address's last post let through was sent. */
  const letThroughAt = new Map<string, number>()
  let twiceInAMinute = 0
  const floodPost = async (index: number) => {
    const address = `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`
    const sent = performance.now()
    const { status } = await post(address, {})
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (status === 429) return
    const previous = letThroughAt.get(address)
    if (previous !== undefined && performance.now() - previous < 60_000) twiceInAMinute++
    letThroughAt.set(address, sent)
  }
  try {
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < addresses * 2) await floodPost(next++ >> 1)
      }),
    )
    const filledIn = (performance.now() - started) / 1000
    let flooding = true
    next = 0
    const flood = Promise.all(
      Array.from({ length: 20 }, async () => {
        while (flooding) await floodPost((next++ >> 1) % addresses)
      }),
    )
    const acknowledged: string[] = []
    let admitted = 0
    let newNext = 0
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (newNext < newClients) {
          const index = newNext++
          const address =
            index % 4 === 3 ? `2001:db8:${index.toString(16)}::1` : `172.${16 + (index >> 8)}.${index & 255}.7`
          const { status, id } = await post(address, { ...validBodies.lead, name: `New client ${index}` })
          if (status === 201) admitted++
          if (id) acknowledged.push(id)
        }
      }),
    )
    flooding = false
    await flood
    await server.stop()
    const slow = filledIn >= 60 ? ' (over the 60 s window: early windows ended before it was full)' : ''
    return {
      fault: `flood, ${addresses} addresses`,
      acknowledged,
      stored: await fileIds(file),
      note:
        `new clients admitted during flood: ${admitted} of ${newClients}; ` +
        `flood addresses let through twice within a minute: ${twiceInAMinute}; ` +
        `filled in ${filledIn.toFixed(0)} s${slow}; flood posts ${statusNote(statuses)}`,
      ok: admitted === newClients && twiceInAMinute === 0,
    }
  } finally {
    await server.stop()
  }
}

/** One line per fault; false when an acknowledged lead is missing or a stored lead was mailed other than once. */
function report(result: FaultResult): boolean {
  const stored = new Set(result.stored)
  const kept = result.acknowledged.filter((id) => stored.has(id)).length
  const mailedOnce = result.mailed ? result.stored.filter((id) => result.mailed!.get(id) === 1).length : undefined
  const ok =
    result.ok !== false &&
    kept === result.acknowledged.length &&
    (mailedOnce === undefined || mailedOnce === result.stored.length)
  const mail = mailedOnce === undefined ? '—' : `${mailedOnce} of ${result.stored.length} once`
  console.log(
    `  ${ok ? '✓' : '✗'} ${result.fault.padEnd(31)} ${String(result.acknowledged.length).padStart(5)} ` +
      `${String(kept).padStart(6)}   ${mail.padEnd(15)} ${result.note}`,
  )
  return ok
}

console.log('Lead server under faults: acknowledged (201) · of those stored · stored leads mailed exactly once')
console.log(`    ${'fault'.padEnd(31)} ${'201s'.padStart(5)} ${'stored'.padStart(6)}   ${'mailed'.padEnd(15)} notes`)
const FAULTS = {
  'kill -9': killMidBurst,
  sigterm: sigtermMidBurst,
  enospc: diskFull,
  purge: purgeUnderLoad,
  smtp: smtpHang,
  postgresql: postgresRestart,
  flood: floodThenNewClients,
}
const only = process.env.BENCH_FAULTS?.split(',').map((name) => name.trim().toLowerCase())
let ok = true
for (const [name, run] of Object.entries(FAULTS))
  if (!only || only.some((word) => name.includes(word))) ok = report(await run()) && ok
process.exit(ok ? 0 : 1)
