import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgLeadStore } from '../../src/server/leads/pgLeadStore'
import type { StoredLead } from '../../src/server/leads/leadStore'
import { PG_BIN, startPgCluster, type PgCluster } from './pgCluster'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'
import { smtpSink, waitFor } from './smtpSink'

/** Leads on a real PostgreSQL (Debian's), shared by several servers. */
let cluster: PgCluster
beforeAll(async () => {
  if (PG_BIN) cluster = await startPgCluster()
}, 120_000)
afterAll(async () => {
  await cluster?.stop()
})

const lead = (id: number, email = `p${id}@acme.example`, spam = false, receivedAt = new Date()): StoredLead => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  receivedAt: receivedAt.toISOString(),
  kind: 'lead',
  locale: 'pt-br',
  spam,
  body: { name: `Lead ${id}`, phone: '(11) 91234-5678', email, state: 'SP', origin: 'https://x.example/pt-br' },
})

describe.skipIf(!PG_BIN)('PgLeadStore', () => {
  it('hands each due lead to one server only (FOR UPDATE SKIP LOCKED), records mail, erases and purges', async () => {
    const [a, b] = await Promise.all([PgLeadStore.open(cluster.url), PgLeadStore.open(cluster.url)])
    try {
      for (let index = 1; index <= 30; index++) await a.add(lead(index))
      await a.add(lead(31, 'ana@acme.example'))
      await a.add(lead(32, 'bot@x.example', true, new Date(Date.now() - 40 * 86_400_000)))
      const [first, second] = await Promise.all([a.claimDue(20, Date.now()), b.claimDue(20, Date.now())])
      const ids = [...first, ...second].map(({ lead }) => lead.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toHaveLength(31)
      await a.recordMail(ids[0]!, { status: 'sent', at: new Date().toISOString(), attempt: 1 })
      expect((await b.list()).find(({ lead }) => lead.id === ids[0])?.mail).toMatchObject({ sent: true, attempts: 1 })
      expect(await b.claimDue(50, Date.now())).toEqual([])
      expect(await a.erase(' ANA@acme.example')).toBe(1)
      expect(await a.purge(undefined, new Date(Date.now() - 30 * 86_400_000))).toBe(1)
      expect(await b.list()).toHaveLength(30)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('hands a new lead to the outbox at once: due from the moment it was received, not from the insert', async () => {
    const store = await PgLeadStore.open(cluster.url)
    try {
      const fresh = lead(800)
      await store.add(fresh)
      const due = await store.claimDue(50, Date.parse(fresh.receivedAt))
      expect(due.map(({ lead }) => lead.id)).toContain(fresh.id)
    } finally {
      await store.close()
    }
  })

  it('answers data-subject requests through npm run leads on the configured database', async () => {
    const store = await PgLeadStore.open(cluster.url)
    await store.add(lead(900, 'dora@acme.example'))
    await store.close()
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: cluster.url },
      })
    expect(cli('--find', 'dora@acme.example')).toContain('Lead 900 <dora@acme.example>')
    expect(JSON.parse(cli('--export', 'dora@acme.example'))).toMatchObject([
      { name: 'Lead 900', email: 'dora@acme.example' },
    ])
    expect(cli('--erase', 'dora@acme.example')).toContain('Erased 1 lead(s)')
    expect(cli('--find', 'dora@acme.example')).toContain('No leads of dora@acme.example')
  })
})

describe.skipIf(!PG_BIN)('two servers on one database', () => {
  it('under a concurrent burst and a kill -9 of one: each acknowledged lead stored once and mailed once', async () => {
    const smtp = await smtpSink()
    const site = await tinySite()
    const env = {
      SITE_ROOT: site,
      DATABASE_URL: cluster.url,
      SMTP_URL: smtp.url,
      LEADS_TO: 'vendas@nuvora.example',
      LEADS_POLL_MS: '200',
      LEADS_RETRY_MS: '200',
      LEADS_CLAIM_SECONDS: '2',
    }
    const servers: RunningServer[] = [await startServer(env), await startServer(env)]
    try {
      const acknowledged: string[] = []
      const post = (server: RunningServer, index: number) =>
        postLead(server.url, { ...validBodies.lead, name: `Burst ${index}` })
          .then(async (response) => {
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
          })
          .catch(() => undefined)
      const burst = Array.from({ length: 80 }, (_, index) => post(servers[index % 2]!, index))
      await new Promise((resolve) => setTimeout(resolve, 40))
      servers[0]!.process.kill('SIGKILL')
      await Promise.all(burst)
      const after = Array.from({ length: 20 }, (_, index) => post(servers[1]!, 100 + index))
      await Promise.all(after)

      const store = await PgLeadStore.open(cluster.url)
      const stored = (await store.list()).map(({ lead }) => lead.id)
      await store.close()
      for (const id of acknowledged) expect(stored.filter((other) => other === id)).toHaveLength(1)

      const mailedIds = () => smtp.received.map((mail) => /^X-Lead-Id: (\S+)/im.exec(mail.raw)?.[1])
      await waitFor(() => acknowledged.every((id) => mailedIds().includes(id)), 60_000)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      for (const id of acknowledged)
        expect(
          mailedIds().filter((other) => other === id),
          id,
        ).toHaveLength(1)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await smtp.close()
    }
  }, 120_000)
})
