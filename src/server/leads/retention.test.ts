import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadStore } from './leadStore'
import { purgeOld, retentionCutoffs } from './retention'

const DAY = 86_400_000
const now = Date.UTC(2026, 10, 22)

describe('retentionCutoffs', () => {
  it('keeps leads for LEADS_RETENTION_DAYS and spam for 30 days at most', () => {
    expect(retentionCutoffs(365, now)).toEqual({
      before: new Date(now - 365 * DAY),
      spamBefore: new Date(now - 30 * DAY),
    })
    expect(retentionCutoffs(7, now)).toEqual({ before: new Date(now - 7 * DAY), spamBefore: new Date(now - 7 * DAY) })
  })
  it('without a retention, keeps leads and still drops spam after 30 days', () => {
    expect(retentionCutoffs(undefined, now)).toEqual({ before: undefined, spamBefore: new Date(now - 30 * DAY) })
    expect(retentionCutoffs(Number('x'), now).before).toBeUndefined()
  })
})

describe('purgeOld', () => {
  afterEach(() => void vi.useRealTimers())

  it('purges at start and every day, and logs a purge that failed instead of passing it over (regression)', async () => {
    vi.useFakeTimers()
    const outcomes: Array<number | Error> = [new Error('ENOSPC: no space left on device, write'), 2]
    const store = {
      purge: async () => {
        const outcome = outcomes.shift()!
        if (outcome instanceof Error) throw outcome
        return outcome
      },
    } as Partial<LeadStore> as LeadStore
    const log: Array<Record<string, unknown>> = []
    await purgeOld(store, {}, (entry) => log.push(entry))
    expect(log).toEqual([
      { level: 'error', event: 'leads-purge-failed', error: 'ENOSPC: no space left on device, write' },
    ])
    await vi.advanceTimersByTimeAsync(DAY)
    expect(log.at(-1)).toEqual({ event: 'leads-purged', removed: 2 })
    expect(outcomes).toEqual([])
  })
})
