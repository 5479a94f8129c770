import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgLeadStore } from '../../src/server/leads/pgLeadStore'
import { PG_BIN, startPgCluster, type PgCluster } from './pgCluster'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'
import { smtpSink, waitFor } from './smtpSink'

/** PostgreSQL restarted, stopped, frozen or not there yet under running servers: they stay up and lose nothing. */
let cluster: PgCluster
let site: string
let smtp: Awaited<ReturnType<typeof smtpSink>>
const servers: RunningServer[] = []
beforeAll(async () => {
  if (!PG_BIN) return
  ;[cluster, site, smtp] = await Promise.all([startPgCluster(), tinySite(), smtpSink()])
}, 60_000)
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await smtp?.close()
  await cluster?.stop()
})

/** Database calls give up after 2 s here (5 s by default), so an outage is answered 503 within about that. */
const TIMEOUT_MS = 2_000
const start = async () => {
  const server = await startServer({
    SITE_ROOT: site,
    DATABASE_URL: cluster.url,
    DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
    SMTP_URL: smtp.url,
    LEADS_TO: 'vendas@nuvora.example',
    LEADS_FROM: 'Nuvora site <site@nuvora.example>',
    LEADS_POLL_MS: '200',
    LEADS_RETRY_MS: '200',
  })
  servers.push(server)
  return server
}

interface Answer {
  status: number
  id?: string
  retryAfter: string | null
  ms: number
}
const post = async (server: RunningServer, name: string): Promise<Answer> => {
  const began = Date.now()
  const response = await postLead(server.url, { ...validBodies.lead, name })
  const body = (await response.json()) as { id?: string }
  return {
    status: response.status,
    id: body.id,
    retryAfter: response.headers.get('retry-after'),
    ms: Date.now() - began,
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mailedIds = () => smtp.received.map((mail) => /^X-Lead-Id: (\S+)/im.exec(mail.raw)?.[1])
const alive = async (server: RunningServer) =>
  server.process.exitCode === null && (await fetch(`${server.url}/`)).status === 200

/** Every 201 is in the database once and is mailed exactly once (after a quiet second, no late duplicate). */
async function expectStoredAndMailedOnce(answers: Answer[]) {
  const acknowledged = answers.flatMap((answer) => (answer.status === 201 ? [answer.id!] : []))
  const store = await PgLeadStore.open(cluster.url)
  const stored = (await store.list()).map(({ lead }) => lead.id)
  await store.close()
  for (const id of acknowledged) expect(stored.filter((other) => other === id)).toHaveLength(1)
  await waitFor(() => acknowledged.every((id) => mailedIds().includes(id)), 15_000)
  await pause(1_000)
  for (const id of acknowledged)
    expect(
      mailedIds().filter((other) => other === id),
      id,
    ).toHaveLength(1)
}

/** Posts answered while the database is away: 503 with Retry-After, each within the timeout and a margin. */
function expectRefusedInTime(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(answer.ms).toBeLessThan(TIMEOUT_MS * 2 + 1_000)
  }
}

describe.skipIf(!PG_BIN)('servers on PostgreSQL that comes and goes', () => {
  it('two servers stay up through a restart and a stop of the database, each lead stored and mailed once', async () => {
    const [a, b] = await Promise.all([start(), start()])
    const pair = [a, b]
    const burst = Array.from({ length: 60 }, async (_, index) => {
      await pause(index * 25)
      return post(pair[index % 2]!, `Restart ${index}`)
    })
    await pause(500)
    await cluster.restart()
    const restartAnswers = await Promise.all(burst)
    expect(restartAnswers.every((answer) => [201, 503].includes(answer.status))).toBe(true)

    await cluster.down()
    const outage = await Promise.all(Array.from({ length: 6 }, (_, index) => post(pair[index % 2]!, `Down ${index}`)))
    expectRefusedInTime(outage)
    expect(await alive(a)).toBe(true)
    expect(await alive(b)).toBe(true)
    await pause(1_000)
    await cluster.up()

    const after = await Promise.all(Array.from({ length: 10 }, (_, index) => post(pair[index % 2]!, `Up ${index}`)))
    expect(after.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    expect(await alive(a)).toBe(true)
    expect(await alive(b)).toBe(true)
    await expectStoredAndMailedOnce([...restartAnswers, ...after])
    const lead = after[0]!.id!
    const mail = smtp.received.find((received) => received.raw.includes(lead))!
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <${lead}@nuvora\\.example>`, 'im'))
  }, 40_000)

  it('answers 503 within seconds while the database does not answer, and 201 once it does', async () => {
    const server = await start()
    await cluster.freeze()
    let frozen: Answer[]
    try {
      frozen = await Promise.all([post(server, 'Frozen 1'), post(server, 'Frozen 2')])
      expect(await alive(server)).toBe(true)
    } finally {
      await cluster.thaw()
    }
    expectRefusedInTime(frozen)
    const back = await post(server, 'Thawed')
    expect(back.status).toBe(201)
    await expectStoredAndMailedOnce([back])
  }, 20_000)

  it('a server started while the database is down answers 503, then 201 once the database is up', async () => {
    await cluster.down()
    let server: RunningServer
    try {
      server = await start()
      expectRefusedInTime([await post(server, 'Early')])
      expect(await alive(server)).toBe(true)
    } finally {
      await cluster.up()
    }
    const late = await post(server, 'Late')
    expect(late.status).toBe(201)
    await expectStoredAndMailedOnce([late])
  }, 20_000)
})
