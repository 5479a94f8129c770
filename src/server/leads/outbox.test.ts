import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from './fileLeadStore'
import type { LeadStore, LeadWithMail, MailOutcome, StoredLead } from './leadStore'
import { Outbox } from './outbox'
import { RateLimiter } from './rateLimiter'

const lead = (id: string): StoredLead => ({
  id,
  receivedAt: new Date().toISOString(),
  kind: 'contact',
  locale: 'pt-br',
  spam: false,
  body: { name: id },
})
const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const start = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - start > ms) throw new Error('timed out')
}

describe('Outbox', () => {
  it('mails a lead that arrives during a slow send (regression: B waited for a third lead)', async () => {
    const store = await FileLeadStore.open(join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl'))
    const sent: string[] = []
    const outbox = new Outbox({
      store,
      send: async (item) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        sent.push(item.id)
      },
      pollMs: 60_000,
    })
    outbox.start()
    await store.add(lead('A'))
    outbox.kick()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await store.add(lead('B'))
    outbox.kick()
    await waitFor(() => sent.length === 2)
    expect(sent).toEqual(['A', 'B'])
    await outbox.stop()
    await store.close()
  })
})

/**
 * A store shared with other servers, as PostgreSQL is: a claim lasts `claimMs`, after which any server (here the same
 * outbox) may take the lead again; `recordFailures` makes the first records fail as when the database is away.
 */
function sharedStore(ids: string[], { claimMs = 50, recordFailures = 0, nextAttemptAt = 0 } = {}) {
  const events: string[] = []
  const state = new Map(ids.map((id) => [id, { sent: false, attempts: 0, nextAttemptAt, claimedUntil: 0 }]))
  let failures = recordFailures
  const store: LeadStore = {
    name: 'shared',
    add: async () => {},
    claimDue: async (limit, dueBy) => {
      events.push('claim')
      const due = [...state].filter(
        ([, mail]) => !mail.sent && mail.nextAttemptAt <= dueBy && mail.claimedUntil < Date.now(),
      )
      return due.slice(0, limit).map(([id, mail]): LeadWithMail => {
        mail.claimedUntil = Date.now() + claimMs
        return { lead: lead(id), mail: { sent: mail.sent, attempts: mail.attempts, nextAttemptAt: mail.nextAttemptAt } }
      })
    },
    recordMail: async (id: string, outcome: MailOutcome) => {
      if (failures > 0) {
        failures--
        events.push(`record failed ${id}`)
        throw new Error('database away')
      }
      events.push(`recorded ${outcome.status} ${id}`)
      const mail = state.get(id)!
      Object.assign(mail, {
        sent: mail.sent || outcome.status === 'sent',
        attempts: Math.max(mail.attempts, outcome.attempt),
        nextAttemptAt: outcome.nextAttemptAt ?? mail.nextAttemptAt,
        claimedUntil: 0,
      })
    },
    list: async () => [],
    erase: async () => 0,
    purge: async () => 0,
    close: async () => {},
  }
  return { store, events, state }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Outbox with a store that comes and goes', () => {
  it('keeps recording a sent mail until the store takes it, claiming and sending nothing else meanwhile', async () => {
    const { store, events } = sharedStore(['A', 'B'], { recordFailures: 3 })
    const outbox = new Outbox({
      store,
      send: async (item) => void events.push(`sent ${item.id}`),
      recordRetryMs: 30,
      pollMs: 60_000,
    })
    outbox.start()
    await waitFor(() => events.includes('sent B') && events.includes('recorded sent B'))
    await outbox.stop()
    expect(events.filter((event) => event.startsWith('sent'))).toEqual(['sent A', 'sent B'])
    const recordedA = events.indexOf('recorded sent A')
    expect(events.slice(events.indexOf('sent A') + 1, recordedA)).toEqual(Array(3).fill('record failed A'))
  })

  it('stops between messages: the lead being sent is recorded, the next one is not sent', async () => {
    const { store, events, state } = sharedStore(['A', 'B'])
    const outbox = new Outbox({
      store,
      send: async (item) => {
        events.push(`sending ${item.id}`)
        await pause(200)
        events.push(`sent ${item.id}`)
      },
      pollMs: 60_000,
    })
    outbox.start()
    await waitFor(() => events.includes('sending A'))
    await outbox.stop()
    expect(events.filter((event) => event.startsWith('sent'))).toEqual(['sent A'])
    expect(state.get('A')!.sent).toBe(true)
    expect(state.get('B')!.attempts).toBe(0)
  })

  it('stops within its grace period whatever the mail server does, the hung lead not recorded as sent', async () => {
    const { store, state } = sharedStore(['A'])
    let sending = false
    const outbox = new Outbox({ store, send: () => ((sending = true), new Promise(() => {})), pollMs: 60_000 })
    outbox.start()
    await waitFor(() => sending)
    const began = Date.now()
    await outbox.stop(300)
    expect(Date.now() - began).toBeLessThan(1_000)
    expect(state.get('A')).toMatchObject({ sent: false, attempts: 0 })
  })

  it('on stop, still records the outcome of a mail that went out while the store was away', async () => {
    const { store, events, state } = sharedStore(['A'], { recordFailures: 2 })
    const outbox = new Outbox({ store, send: async () => {}, recordRetryMs: 100, pollMs: 60_000 })
    outbox.start()
    await waitFor(() => events.includes('record failed A'))
    await outbox.stop(2_000)
    expect(state.get('A')!.sent).toBe(true)
  })

  it('at start, tries a lead in backoff at once, and stops there while the mail server refuses', async () => {
    const { store, state } = sharedStore(['A', 'B'], { nextAttemptAt: Date.now() + 60_000 })
    let attempts = 0
    const outbox = new Outbox({
      store,
      send: async () => {
        attempts++
        throw new Error('mail server down')
      },
      baseDelayMs: 60_000,
      pollMs: 60_000,
    })
    outbox.start()
    await waitFor(() => attempts > 0)
    await pause(300)
    await outbox.stop()
    expect(attempts).toBe(1)
    expect(state.get('A')!.attempts).toBe(1)
    expect(state.get('B')!.attempts).toBe(0)
  })
})

describe('RateLimiter', () => {
  it('keeps at most maxClients windows, each call O(1) (regression: unbounded map, full scans)', () => {
    const limiter = new RateLimiter(2, 60_000, 100)
    for (let index = 0; index < 10_000; index++) limiter.allow(`client-${index}-${'x'.repeat(100)}`)
    expect(limiter.size).toBe(100)
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([true, true, false])
  })
})
