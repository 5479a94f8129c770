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
    const problem = databaseUrlProblem(env.DATABASE_URL)
    if (problem) {
      log({ level: 'error', event: 'lead-store-unavailable', store: 'postgresql', error: problem })
      return unavailableStore('postgresql', problem)
    }
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

/** The form of `DATABASE_URL`, shown when it is not one. */
export const DATABASE_URL_FORM = 'postgres://user:password@host:5432/db'

/**
 * Why `url` is no PostgreSQL connection URL (pg would resolve `not-a-url` against a host named `base`), or undefined
 * for one: `postgres://` or `postgresql://` that parses as a URL (its host may be empty or given as `?host=`), a
 * `socket:` URL or a socket path. The answer never quotes `url`, which may hold a password.
 */
export function databaseUrlProblem(url: string): string | undefined {
  const invalid = (why: string) => `DATABASE_URL is not a valid PostgreSQL URL (${why}): expected ${DATABASE_URL_FORM}`
  if (url.startsWith('/') || /^socket:/i.test(url)) return undefined
  if (!/^postgres(?:ql)?:\/\//i.test(url)) return invalid('it does not start with postgres://')
  // pg reads `user:password@/db` (no host) too: a dummy host lets URL parse it the same.
  if (!URL.canParse(url.replace('@/', '@localhost/'))) return invalid('it does not parse as a URL')
  return undefined
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
