import { execFileSync } from 'node:child_process'
import { appendFile, mkdtemp, open, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from './fileLeadStore'
import type { StoredLead } from './leadStore'
import type { StoreFile } from './storeFile'

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
async function fillingFile(path: string, flags: 'a' | 'ax', budget: { left: number }): Promise<StoreFile> {
  const handle = await open(path, flags)
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
    const store = await FileLeadStore.open(path, () => {}, {
      openFile: (target, flags) => fillingFile(target, flags, budget),
    })
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

  it('refuses an erase or a purge whose copy the disk cannot hold, and keeps the store as it was (regression)', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const budget = { left: Infinity }
    const store = await FileLeadStore.open(path, () => {}, {
      openFile: (target, flags) => fillingFile(target, flags, budget),
    })
    await store.add(lead('s', 'bot@x.example', true, new Date(Date.now() - 40 * 86_400_000).toISOString()))
    for (let index = 0; index < 26; index++) await store.add(lead(`l${index}`))
    const before = await readFile(path, 'utf8')
    for (const left of [3_000, 0]) {
      budget.left = left // a short write of the copy, then none at all
      await expect(store.erase('l3@acme.example')).rejects.toThrow(/ENOSPC|disk full/)
      await expect(store.purge(undefined, new Date(Date.now() - 30 * 86_400_000))).rejects.toThrow(/ENOSPC|disk/)
      expect(await readFile(path, 'utf8')).toBe(before)
      expect((await store.list()).length).toBe(27)
    }
    expect(await readdir(join(path, '..'))).toEqual(['leads.jsonl']) // no copy left behind
    budget.left = Infinity
    expect(await store.erase('l3@acme.example')).toBe(1)
    await store.add(lead('after'))
    await store.close()
    const reopened = await FileLeadStore.open(path)
    expect((await reopened.list()).map(({ lead }) => lead.id)).toEqual([
      's',
      ...Array.from({ length: 26 }, (_, index) => `l${index}`).filter((id) => id !== 'l3'),
      'after',
    ])
    await reopened.close()
  })

  it('keeps unreadable lines through a purge; an erase drops those holding the address', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
    await appendFile(
      path,
      [
        '{"type":"lead","lead":{"id":"x1","body":{"email":"eva@acme.example"',
        JSON.stringify({ type: 'lead', lead: lead('s', 'bot@x.example', true, old) }),
        '{"type":"lead","lead":{"id":"x2","body":{"email":"Ana@Acme.example"',
        JSON.stringify({ type: 'lead', lead: lead('a', 'ana@acme.example') }),
      ].join('\n') + '\n',
    )
    const warnings: string[] = []
    const store = await FileLeadStore.open(path, (message) => warnings.push(message))
    expect(warnings).toEqual([
      `${path}:1: unreadable line skipped (kept in the file)`,
      `${path}:3: unreadable line skipped (kept in the file)`,
    ])
    expect(await store.purge(undefined, new Date(Date.now() - 30 * 86_400_000))).toBe(1)
    expect(await readFile(path, 'utf8')).toContain('"id":"x1"')
    expect(await store.erase('ana@acme.example')).toBe(1)
    await store.close()
    const content = await readFile(path, 'utf8')
    expect(content).not.toMatch(/ana@acme/i)
    expect(content).toContain('"id":"x1"')
  })

  it('is written by one holder at a time; a read-only opening lists beside it and writes nothing', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const store = await FileLeadStore.open(path)
    await store.add(lead('a'))
    await expect(FileLeadStore.open(path)).rejects.toThrow(`${path} is in use by another process`)
    const reader = await FileLeadStore.openReadOnly(path)
    expect((await reader.list()).map(({ lead }) => lead.id)).toEqual(['a'])
    await expect(reader.add(lead('b'))).rejects.toThrow(/opened read-only/)
    await expect(reader.erase('a@acme.example')).rejects.toThrow(/opened read-only/)
    await reader.close()
    await store.close()
    await expect(store.add(lead('c'))).rejects.toThrow(/is closed/)
    const again = await FileLeadStore.open(path)
    expect((await again.list()).map(({ lead }) => lead.id)).toEqual(['a'])
    await again.close()
  })

  it('refuses a missing store when it must exist, and a named pipe without blocking on it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'leads-'))
    await expect(FileLeadStore.open(join(dir, 'typo', 'leads.jsonl'), () => {}, { mustExist: true })).rejects.toThrow(
      `there is no lead store at ${join(dir, 'typo', 'leads.jsonl')}`,
    )
    await expect(FileLeadStore.openReadOnly(join(dir, 'leads.jsonl'))).rejects.toThrow(/no lead store/)
    expect(await readdir(dir)).toEqual([])
    execFileSync('mkfifo', [join(dir, 'pipe.jsonl')])
    await expect(FileLeadStore.open(join(dir, 'pipe.jsonl'))).rejects.toThrow(/not a regular file \(a named pipe\)/)
    await expect(FileLeadStore.open(join(dir, 'pipe.jsonl'))).rejects.toThrow(/not a regular file/) // lock released
  })
})
