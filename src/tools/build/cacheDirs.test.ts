import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PRUNE_INTERVAL_HOURS, pruneMarkOf, pruneUnused, UNUSED_CACHE_ENTRY_DAYS } from './cacheDirs'

const DAY = 86_400_000
let dir: string | undefined
afterEach(async () => {
  if (dir) await Promise.all([dir, pruneMarkOf(dir)].map((path) => rm(path, { recursive: true, force: true })))
})

/** A cache folder with entries last used `daysAgo` before `now`. */
async function cacheWith(entries: Record<string, number>, now: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'cache-'))
  for (const [name, daysAgo] of Object.entries(entries)) {
    await writeFile(join(folder, name), name)
    const at = (now - daysAgo * DAY) / 1000
    await utimes(join(folder, name), at, at)
  }
  return folder
}

const entries = async (folder: string) => (await readdir(folder)).sort()

describe('pruneUnused', () => {
  const now = Date.UTC(2026, 10, 30, 12)
  const old = UNUSED_CACHE_ENTRY_DAYS + 1

  it('removes what this run did not use and none used for a while, and keeps the rest', async () => {
    dir = await cacheWith({ unused: old, usedNow: old, recent: 1 }, now)
    expect(await pruneUnused(dir, new Set(['usedNow']), now)).toBe(1)
    expect(await entries(dir)).toEqual(['recent', 'usedNow'])
  })

  it('prunes a folder at most once in PRUNE_INTERVAL_HOURS: a build soon after leaves it unread', async () => {
    dir = await cacheWith({ first: old }, now)
    expect(await pruneUnused(dir, new Set(), now)).toBe(1)
    await writeFile(join(dir, 'second'), '')
    await utimes(join(dir, 'second'), (now - old * DAY) / 1000, (now - old * DAY) / 1000)
    const soon = now + (PRUNE_INTERVAL_HOURS - 1) * 3_600_000
    expect(await pruneUnused(dir, new Set(), soon)).toBe(0)
    expect(await entries(dir)).toEqual(['second'])
    const later = now + (PRUNE_INTERVAL_HOURS + 1) * 3_600_000
    expect(await pruneUnused(dir, new Set(), later)).toBe(1)
    expect(await entries(dir)).toEqual([])
  })

  it('prunes when its mark is in the future (a clock set back)', async () => {
    dir = await cacheWith({ stale: old }, now)
    await pruneUnused(dir, new Set(), now + 10 * DAY)
    await writeFile(join(dir, 'again'), '')
    await utimes(join(dir, 'again'), (now - old * DAY) / 1000, (now - old * DAY) / 1000)
    expect(await pruneUnused(dir, new Set(), now)).toBe(1)
  })
})
