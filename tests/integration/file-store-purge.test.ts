import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from '../../src/server/leads/fileLeadStore'
import { daysAgo, storedLead as lead } from './storedLeads'

const STORED = 100_000

/** A store of `STORED` leads and one spam lead 40 days old, written straight as JSONL (fast to build). */
async function largeStore(): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'leads-purge-')), 'leads.jsonl')
  const lines = [JSON.stringify({ type: 'lead', lead: lead('old-spam', true, daysAgo(40)) })]
  for (let index = 0; index < STORED; index++) lines.push(JSON.stringify({ type: 'lead', lead: lead(`s${index}`) }))
  await writeFile(path, lines.join('\n') + '\n')
  return path
}

describe('the file store purge', () => {
  it('loses none of the leads acknowledged while it rewrites a large store (regression: 312 of 312 lost)', async () => {
    const path = await largeStore()
    const store = await FileLeadStore.open(path)
    let purging = true
    const purge = store.purge(undefined, new Date(daysAgo(30))).finally(() => (purging = false))
    const acknowledged: string[] = []
    const refused: unknown[] = []
    const adds: Array<Promise<unknown>> = []
    let addedWhilePurging = 0
    for (let index = 0; purging || index < 20; index++) {
      const id = `new${index}`
      if (purging) addedWhilePurging++
      adds.push(
        store.add(lead(id)).then(
          () => acknowledged.push(id),
          (error: unknown) => refused.push(error),
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    expect(await purge).toBe(1)
    expect(addedWhilePurging).toBeGreaterThanOrEqual(5)
    await Promise.all(adds)
    await store.close()

    const reopened = await FileLeadStore.open(path)
    const ids = new Set((await reopened.list()).map(({ lead }) => lead.id))
    await reopened.close()
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([])
    expect(ids.has('old-spam')).toBe(false)
    expect(ids.size).toBe(STORED + acknowledged.length)
    expect(refused).toEqual([]) // every add made during the rewrite waited for it, none was refused
    expect(await readFile(path, 'utf8')).not.toContain('old-spam')
  }, 60_000)
})
