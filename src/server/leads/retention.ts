import type { LeadStore } from './leadStore'

/** Spam is never kept longer than this, whatever `LEADS_RETENTION_DAYS` says. */
export const SPAM_RETENTION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The cut-off dates for `LEADS_RETENTION_DAYS` (leads) and spam (30 days, or less if the retention is shorter). */
export function retentionCutoffs(retentionDays: number | undefined, now = Date.now()) {
  const days =
    retentionDays !== undefined && Number.isFinite(retentionDays) && retentionDays > 0 ? retentionDays : undefined
  return {
    before: days === undefined ? undefined : new Date(now - days * DAY_MS),
    spamBefore: new Date(now - Math.min(days ?? SPAM_RETENTION_DAYS, SPAM_RETENTION_DAYS) * DAY_MS),
  }
}

/**
 * Deletes what the retention rules say must go; runs at start and every day after. A purge that fails (a full disk,
 * the store unavailable) is logged and tried again the next day; the store is left as it was.
 */
export async function purgeOld(
  store: LeadStore,
  env: NodeJS.ProcessEnv,
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  const run = async () => {
    const { before, spamBefore } = retentionCutoffs(
      env.LEADS_RETENTION_DAYS ? Number(env.LEADS_RETENTION_DAYS) : undefined,
    )
    try {
      const removed = await store.purge(before, spamBefore)
      if (removed > 0) log({ event: 'leads-purged', removed })
    } catch (error) {
      log({
        level: 'error',
        event: 'leads-purge-failed',
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  await run()
  setInterval(() => void run(), DAY_MS).unref()
}
