import pg from 'pg'
import type { FormKind } from '../../forms/schemas'
import type { LeadStore, LeadWithMail, MailOutcome, StoredLead } from './leadStore'

/**
 * The schema, created on first use if missing (idempotent: every server runs it). One multi-statement query is one
 * transaction, so the advisory lock makes servers migrate one at a time and is released by the commit.
 */
const MIGRATION = [
  'SELECT pg_advisory_xact_lock(727001)',
  `CREATE TABLE IF NOT EXISTS leads (
    id uuid PRIMARY KEY,
    received_at timestamptz NOT NULL,
    kind text NOT NULL,
    locale text NOT NULL,
    spam boolean NOT NULL,
    body jsonb NOT NULL,
    mail_sent_at timestamptz,
    mail_attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    claimed_until timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS leads_outbox ON leads (next_attempt_at) WHERE mail_sent_at IS NULL AND NOT spam`,
  `CREATE INDEX IF NOT EXISTS leads_email ON leads (lower(body->>'email'))`,
  `CREATE TABLE IF NOT EXISTS lead_mail_attempts (
    lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    attempt integer NOT NULL,
    status text NOT NULL,
    at timestamptz NOT NULL,
    error text,
    PRIMARY KEY (lead_id, attempt)
  )`,
].join(';\n')

export interface PgLeadStoreOptions {
  /**
   * How long a claimed lead stays with the server that claimed it (120 s); after that (that server crashed mid-send)
   * another server takes it.
   */
  claimSeconds?: number
  /**
   * The longest wait for a connection or a statement (ms, 5000): a database that is down or does not answer makes
   * each call fail within about that, never hang.
   */
  timeoutMs?: number
  log?: (entry: Record<string, unknown>) => void
}

interface Row {
  id: string
  received_at: Date
  kind: FormKind
  locale: string
  spam: boolean
  body: Record<string, string>
  mail_sent_at: Date | null
  mail_attempts: number
  next_attempt_at: Date
}

/**
 * Leads and their mail outbox in PostgreSQL, so any number of servers share them: a lead is committed before its
 * 201, and each server claims due leads with `FOR UPDATE SKIP LOCKED`, so a lead is mailed by one server only.
 * The database may come and go: a call made while it is away fails within `timeoutMs`, connections it cut are
 * dropped from the pool (logged, never thrown), and the next call connects again.
 */
export class PgLeadStore implements LeadStore {
  readonly name = 'postgresql'
  private migrated: Promise<void> | undefined

  private constructor(
    private readonly pool: pg.Pool,
    private readonly claimSeconds: number,
  ) {}

  /** A store that connects on first use (nothing is awaited: the database may not be up yet). */
  static connect(connectionString: string, { claimSeconds = 120, timeoutMs = 5_000, log }: PgLeadStoreOptions = {}) {
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      // The client's own limit, a little later, for a server that cannot even cancel (stopped, unreachable).
      query_timeout: timeoutMs + 1_000,
    })
    // An idle connection the database closed (restart, stop, admin): the pool drops it and reconnects on demand.
    pool.on('error', (error) => log?.({ level: 'warn', event: 'lead-store-connection-lost', error: error.message }))
    return new PgLeadStore(pool, claimSeconds)
  }

  /** A store whose tables are ready: rejects when the database cannot be reached. */
  static async open(connectionString: string, options?: PgLeadStoreOptions): Promise<PgLeadStore> {
    const store = PgLeadStore.connect(connectionString, options)
    try {
      await store.ready()
    } catch (error) {
      await store.close()
      throw error
    }
    return store
  }

  /** Creates the tables if missing, once; after a failure (database away) the next call tries again. */
  ready(): Promise<void> {
    this.migrated ??= this.pool.query(MIGRATION).then(
      () => undefined,
      (error: unknown) => {
        this.migrated = undefined
        throw error
      },
    )
    return this.migrated
  }

  async add(lead: StoredLead): Promise<void> {
    await this.ready()
    await this.pool.query(
      // Due from the moment it was received (the server's clock, like `claimDue`'s), not from the database's now().
      'INSERT INTO leads (id, received_at, kind, locale, spam, body, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, $2)',
      [lead.id, lead.receivedAt, lead.kind, lead.locale, lead.spam, JSON.stringify(lead.body)],
    )
  }

  async claimDue(limit: number, dueBy: number): Promise<LeadWithMail[]> {
    await this.ready()
    const { rows } = await this.pool.query<Row>(
      `UPDATE leads SET claimed_until = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM leads
         WHERE mail_sent_at IS NULL AND NOT spam AND next_attempt_at <= $3
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY received_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [limit, this.claimSeconds, new Date(Math.min(dueBy, 8.64e15))],
    )
    return rows.map(toLeadWithMail)
  }

  /** One statement, so one transaction without holding a connection between statements. */
  async recordMail(id: string, outcome: MailOutcome): Promise<void> {
    await this.ready()
    await this.pool.query(
      `WITH attempt AS (
         INSERT INTO lead_mail_attempts (lead_id, attempt, status, at, error)
         SELECT id, $2, $3, $4, $5 FROM leads WHERE id = $1
         ON CONFLICT DO NOTHING)
       UPDATE leads SET mail_attempts = GREATEST(mail_attempts, $2), claimed_until = NULL,
         mail_sent_at = CASE WHEN $3 = 'sent' THEN $4::timestamptz ELSE mail_sent_at END,
         next_attempt_at = COALESCE($6::timestamptz, next_attempt_at)
       WHERE id = $1`,
      [
        id,
        outcome.attempt,
        outcome.status,
        outcome.at,
        outcome.error ?? null,
        outcome.nextAttemptAt ? new Date(outcome.nextAttemptAt).toISOString() : null,
      ],
    )
  }

  async list(): Promise<LeadWithMail[]> {
    await this.ready()
    const { rows } = await this.pool.query<Row>('SELECT * FROM leads ORDER BY received_at, id')
    return rows.map(toLeadWithMail)
  }

  async erase(email: string): Promise<number> {
    await this.ready()
    const { rowCount } = await this.pool.query("DELETE FROM leads WHERE lower(body->>'email') = lower(trim($1))", [
      email,
    ])
    return rowCount ?? 0
  }

  async purge(before: Date | undefined, spamBefore: Date): Promise<number> {
    await this.ready()
    const { rowCount } = await this.pool.query(
      'DELETE FROM leads WHERE received_at < $1 OR (spam AND received_at < $2)',
      [before ?? new Date(0), spamBefore],
    )
    return rowCount ?? 0
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}

function toLeadWithMail(row: Row): LeadWithMail {
  return {
    lead: {
      id: row.id,
      receivedAt: row.received_at.toISOString(),
      kind: row.kind,
      locale: row.locale,
      spam: row.spam,
      body: row.body,
    },
    mail: {
      sent: row.mail_sent_at !== null,
      attempts: row.mail_attempts,
      nextAttemptAt: row.next_attempt_at.getTime(),
    },
  }
}
