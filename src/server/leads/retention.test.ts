import { describe, expect, it } from 'vitest'
import { retentionCutoffs } from './retention'

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
