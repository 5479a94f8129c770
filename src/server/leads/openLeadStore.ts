import { resolve } from 'node:path'
import { FileLeadStore } from './fileLeadStore'
import type { LeadStore } from './leadStore'
import { PgLeadStore } from './pgLeadStore'

/**
 * The configured store: PostgreSQL with `DATABASE_URL`, else the JSONL file (`LEADS_FILE`). A store that cannot be
 * used does not stop the server: the static site stays up and the lead endpoint answers 503; the log says why.
 * PostgreSQL is connected on first use, so a server started before its database works as soon as it is up; a file
 * that cannot be opened (read-only disk, no permission) is refused until a restart finds it usable.
 */
export async function openLeadStore(
  env: NodeJS.ProcessEnv,
  log: (entry: Record<string, unknown>) => void,
): Promise<LeadStore> {
  if (env.DATABASE_URL) {
    const store = PgLeadStore.connect(env.DATABASE_URL, {
      claimSeconds: Number(env.LEADS_CLAIM_SECONDS ?? 120),
      timeoutMs: Number(env.DATABASE_TIMEOUT_MS ?? 5_000),
      log,
    })
    store
      .ready()
      .catch((error: unknown) =>
        log({ level: 'error', event: 'lead-store-unavailable', store: store.name, error: messageOf(error) }),
      )
    return store
  }
  const name = `file ${resolve(env.LEADS_FILE ?? 'data/leads.jsonl')}`
  try {
    return await FileLeadStore.open(resolve(env.LEADS_FILE ?? 'data/leads.jsonl'), (message) =>
      log({ level: 'warn', event: 'lead-store', message }),
    )
  } catch (error) {
    log({ level: 'error', event: 'lead-store-unavailable', store: name, error: messageOf(error) })
    return unavailableStore(name, messageOf(error))
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
