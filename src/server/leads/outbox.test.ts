import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from './fileLeadStore'
import type { StoredLead } from './leadStore'
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

describe('RateLimiter', () => {
  it('keeps at most maxClients windows, each call O(1) (regression: unbounded map, full scans)', () => {
    const limiter = new RateLimiter(2, 60_000, 100)
    for (let index = 0; index < 10_000; index++) limiter.allow(`client-${index}-${'x'.repeat(100)}`)
    expect(limiter.size).toBe(100)
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([true, true, false])
  })
})
