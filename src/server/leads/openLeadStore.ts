import { resolve } from 'node:path'
import { FileLeadStore } from './fileLeadStore'
import type { LeadStore } from './leadStore'
import { PgLeadStore } from './pgLeadStore'

/**
 * The configured store: PostgreSQL with `DATABASE_URL`, else the JSONL file (`LEADS_FILE`). A store that cannot be
 * opened (read-only disk, no permission, database down) does not stop the server: the static site stays up and
 * the lead endpoint answers 503 until a restart finds the store usable; the log says why.
 */
export async function openLeadStore(
  env: NodeJS.ProcessEnv,
  log: (entry: Record<string, unknown>) => void,
): Promise<LeadStore> {
  const name = env.DATABASE_URL ? 'postgresql' : `file ${resolve(env.LEADS_FILE ?? 'data/leads.jsonl')}`
  try {
    return env.DATABASE_URL
      ? await PgLeadStore.open(env.DATABASE_URL, Number(env.LEADS_CLAIM_SECONDS ?? 120))
      : await FileLeadStore.open(resolve(env.LEADS_FILE ?? 'data/leads.jsonl'), (message) =>
          log({ level: 'warn', event: 'lead-store', message }),
        )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log({ level: 'error', event: 'lead-store-unavailable', store: name, error: reason })
    return unavailableStore(name, reason)
  }
}

function unavailableStore(name: string, reason: string): LeadStore {
  const refuse = () => Promise.reject(new Error(`the lead store (${name}) could not be opened: ${reason}`))
  return {
    name,
    add: refuse,
    claimDue: async () => [],
    recordMail: refuse,
    list: refuse,
    erase: refuse,
    purge: refuse,
    close: async () => {},
  }
}
