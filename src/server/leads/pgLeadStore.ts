import pg from 'pg'
import type { FormKind } from '../../forms/schemas'
import type { LeadStore, LeadWithMail, MailOutcome, StoredLead } from './leadStore'

/** The schema, created at start if missing (idempotent: every server runs it). */
const MIGRATIONS = [
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
]

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
 */
export class PgLeadStore implements LeadStore {
  readonly name = 'postgresql'

  private constructor(
    private readonly pool: pg.Pool,
    private readonly claimSeconds: number,
  ) {}

  /**
   * `claimSeconds`: how long a claimed lead stays with the server that claimed it; after that (that server crashed
   * mid-send) another server takes it.
   */
  static async open(connectionString: string, claimSeconds = 120): Promise<PgLeadStore> {
    const pool = new pg.Pool({ connectionString, max: 10 })
    const client = await pool.connect()
    try {
      // One server migrates at a time.
      await client.query('SELECT pg_advisory_lock(727001)')
      for (const statement of MIGRATIONS) await client.query(statement)
      await client.query('SELECT pg_advisory_unlock(727001)')
    } finally {
      client.release()
    }
    return new PgLeadStore(pool, claimSeconds)
  }

  async add(lead: StoredLead): Promise<void> {
    await this.pool.query(
      // Due from the moment it was received (the server's clock, like `claimDue`'s), not from the database's now().
      'INSERT INTO leads (id, received_at, kind, locale, spam, body, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, $2)',
      [lead.id, lead.receivedAt, lead.kind, lead.locale, lead.spam, JSON.stringify(lead.body)],
    )
  }

  async claimDue(limit: number, dueBy: number): Promise<LeadWithMail[]> {
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

  async recordMail(id: string, outcome: MailOutcome): Promise<void> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(
        'INSERT INTO lead_mail_attempts (lead_id, attempt, status, at, error) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [id, outcome.attempt, outcome.status, outcome.at, outcome.error ?? null],
      )
      await client.query(
        `UPDATE leads SET mail_attempts = GREATEST(mail_attempts, $2), claimed_until = NULL,
           mail_sent_at = CASE WHEN $3 THEN $4::timestamptz ELSE mail_sent_at END,
           next_attempt_at = COALESCE($5::timestamptz, next_attempt_at)
         WHERE id = $1`,
        [
          id,
          outcome.attempt,
          outcome.status === 'sent',
          outcome.at,
          outcome.nextAttemptAt ? new Date(outcome.nextAttemptAt).toISOString() : null,
        ],
      )
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }

  async list(): Promise<LeadWithMail[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM leads ORDER BY received_at, id')
    return rows.map(toLeadWithMail)
  }

  async erase(email: string): Promise<number> {
    const { rowCount } = await this.pool.query("DELETE FROM leads WHERE lower(body->>'email') = lower(trim($1))", [
      email,
    ])
    return rowCount ?? 0
  }

  async purge(before: Date | undefined, spamBefore: Date): Promise<number> {
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
