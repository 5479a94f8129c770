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

/** Deletes what the retention rules say must go; runs at start and every day after. */
export async function purgeOld(
  store: LeadStore,
  env: NodeJS.ProcessEnv,
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  const run = async () => {
    const { before, spamBefore } = retentionCutoffs(
      env.LEADS_RETENTION_DAYS ? Number(env.LEADS_RETENTION_DAYS) : undefined,
    )
    const removed = await store.purge(before, spamBefore).catch(() => 0)
    if (removed > 0) log({ event: 'leads-purged', removed })
  }
  await run()
  setInterval(() => void run(), DAY_MS).unref()
}
