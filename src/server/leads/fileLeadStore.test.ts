import { mkdtemp, open, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore, type StoreFile } from './fileLeadStore'
import type { StoredLead } from './leadStore'

const lead = (
  id: string,
  email = `${id}@acme.example`,
  spam = false,
  receivedAt = new Date().toISOString(),
): StoredLead => ({
  id,
  receivedAt,
  kind: 'lead',
  locale: 'pt-br',
  spam,
  body: { name: `Lead ${id}`, phone: '(11) 91234-5678', email, state: 'SP', origin: 'https://x.example/pt-br' },
})

/** A file that takes only `budget` more bytes (a disk filling up), writing short before it fails. */
async function fillingFile(path: string, budget: { left: number }): Promise<StoreFile> {
  const handle = await open(path, 'a')
  return {
    write: (async (buffer: Buffer, offset = 0, length = buffer.length - offset) => {
      const take = Math.min(length, budget.left)
      if (take === 0) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      budget.left -= take
      return handle.write(buffer, offset, take)
    }) as StoreFile['write'],
    datasync: () => handle.datasync(),
    truncate: (size?: number) => handle.truncate(size),
    close: () => handle.close(),
  }
}

describe('FileLeadStore', () => {
  it('never acknowledges a lead it wrote only in part, and leaves no fragment (regression: disk full lost 2 leads)', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const budget = { left: 10_000 }
    const store = await FileLeadStore.open(
      path,
      () => {},
      (target) => fillingFile(target, budget),
    )
    const acknowledged: string[] = []
    for (let index = 0; index < 200; index++) {
      const id = `l${index}`
      await store.add(lead(id)).then(
        () => acknowledged.push(id),
        () => undefined,
      )
      if (index === 150) budget.left = 1_000_000 // space comes back
    }
    await store.close()
    const content = await readFile(path, 'utf8')
    expect(content.endsWith('\n')).toBe(true)
    const reopened = await FileLeadStore.open(path, (message) => {
      throw new Error(`unexpected warning: ${message}`)
    })
    expect((await reopened.list()).map(({ lead }) => lead.id)).toEqual(acknowledged)
    expect(acknowledged.length).toBeGreaterThan(60)
    expect(acknowledged.length).toBeLessThan(200)
    await reopened.close()
  })

  it('erases one person atomically, keeps the others, and purges by age and spam', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const store = await FileLeadStore.open(path)
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
    await store.add(lead('a', 'Ana@Acme.example'))
    await store.add(lead('b'))
    await store.add(lead('c', 'ana@acme.example'))
    await store.add(lead('s', 'bot@x.example', true, old))
    await store.recordMail('a', { status: 'sent', at: new Date().toISOString(), attempt: 1 })
    expect(await store.erase(' ana@acme.example ')).toBe(2)
    expect(await store.purge(undefined, new Date(Date.now() - 30 * 86_400_000))).toBe(1)
    await store.add(lead('d'))
    await store.close()
    const content = await readFile(path, 'utf8')
    expect(content).not.toMatch(/ana@acme/i)
    const reopened = await FileLeadStore.open(path)
    expect((await reopened.list()).map(({ lead }) => lead.id)).toEqual(['b', 'd'])
    await reopened.close()
  })
})
