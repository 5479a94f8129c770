import type { LeadStore, LeadWithMail, MailOutcome, StoredLead } from './leadStore'

export interface OutboxOptions {
  store: LeadStore
  /** Sends one lead's e-mail; rejects when the mail server refuses or cannot be reached. */
  send: (lead: StoredLead) => Promise<void>
  /** Delay before the first retry; each further retry waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How often to look for due mail besides `kick()` (other servers' leads, retries coming due). */
  pollMs?: number
  /** Delay before trying again to record an outcome the store refused (doubling, up to 5 s). */
  recordRetryMs?: number
  log?: (entry: Record<string, unknown>) => void
}

/** Leads mailed in one round at most, so a zero backoff cannot spin a round forever. */
const MAX_PER_ROUND = 200
const MAX_RECORD_RETRY_MS = 5_000

/**
 * Mails stored leads from the durable store: an SMTP outage delays mail, never loses it. Each attempt's outcome is
 * recorded in the store, so after a restart (or on another server sharing the store) mailing resumes where it
 * stopped. A `kick()` that arrives while a round is running makes another round follow it, so no lead waits.
 *
 * Exactly once: a lead is claimed alone, just before its send, so its claim cannot run out while other mail goes
 * out; an outcome the store cannot take (database away) is retried here, before anything else is claimed, rather
 * than left for the claim to expire and another server to send the mail again.
 */
export class Outbox {
  private timer: ReturnType<typeof setTimeout> | undefined
  private round: Promise<void> | undefined
  private again = false
  private stopped = true
  /** Set when `stop` gave up waiting: a record still being retried gives up too. */
  private abandoned = false
  private wakeRecordRetry: (() => void) | undefined
  /** What the round is doing, for the log when a stop gives up on it. */
  private pending: { id: string; step: 'sending' | 'recording' } | undefined
  /** The first round after a start retries every unsent lead at once (a restart often follows a fix). */
  private fresh = true

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    this.stopped = false
    this.abandoned = false
    this.fresh = true
    this.kick()
  }

  /**
   * Sends nothing more and waits for the lead in progress to be sent and recorded, at most `graceMs`: after that a
   * send that has not finished is abandoned (its lead is not recorded as sent, so it is mailed again later) and so
   * is an outcome the store still refuses.
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    if (!this.round) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const finished = await Promise.race([
      this.round.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.min(graceMs, 2 ** 31 - 1)))),
    ])
    clearTimeout(timer)
    if (finished) return
    this.abandoned = true
    this.wakeRecordRetry?.()
    this.options.log?.({ level: 'warn', event: 'outbox-abandoned', ...this.pending })
  }

  /** A new lead arrived: mail it now, or right after the round in progress. */
  kick(): void {
    if (this.stopped) return
    if (this.round) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.round = this.run().finally(() => {
      this.round = undefined
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.kick()
      } else
        this.timer = setTimeout(
          () => this.kick(),
          this.options.pollMs ?? Math.min(5_000, this.options.baseDelayMs ?? 5_000),
        )
    })
  }

  private backoff(attempts: number): number {
    const { baseDelayMs = 5_000, maxDelayMs = 15 * 60_000 } = this.options
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
  }

  private async run(): Promise<void> {
    // The first round after a start takes every unsent lead, whatever its backoff, as long as the mail server takes
    // them; after a refusal (or in later rounds) only those due.
    let ignoreBackoff = this.fresh
    this.fresh = false
    try {
      for (let count = 0; count < MAX_PER_ROUND && !this.stopped; count++) {
        const [due] = await this.options.store.claimDue(1, ignoreBackoff ? Number.POSITIVE_INFINITY : Date.now())
        if (!due) break
        const outcome = await this.attempt(due)
        if (outcome.status === 'failed') ignoreBackoff = false
        await this.record(due.lead.id, outcome)
        this.pending = undefined
      }
    } catch (error) {
      this.options.log?.({ level: 'error', event: 'outbox', error: messageOf(error) })
    }
  }

  private async attempt({ lead, mail }: LeadWithMail): Promise<MailOutcome> {
    const attempt = mail.attempts + 1
    this.pending = { id: lead.id, step: 'sending' }
    try {
      await this.options.send(lead)
      this.options.log?.({ event: 'lead-mailed', id: lead.id, attempt })
      return { status: 'sent', at: new Date().toISOString(), attempt }
    } catch (error) {
      const message = messageOf(error).slice(0, 300)
      this.options.log?.({ event: 'lead-mail-failed', id: lead.id, attempt, error: message })
      return {
        status: 'failed',
        at: new Date().toISOString(),
        attempt,
        nextAttemptAt: Date.now() + this.backoff(attempt),
        error: message,
      }
    }
  }

  /** Records an outcome, trying again with backoff while the store refuses, until it takes it or a stop gives up. */
  private async record(id: string, outcome: MailOutcome): Promise<void> {
    this.pending = { id, step: 'recording' }
    for (let retry = 0; ; retry++) {
      try {
        return await this.options.store.recordMail(id, outcome)
      } catch (error) {
        if (this.abandoned) throw error
        this.options.log?.({ level: 'warn', event: 'lead-mail-not-recorded', id, status: outcome.status, retry })
        const delay = Math.min(MAX_RECORD_RETRY_MS, (this.options.recordRetryMs ?? 500) * 2 ** retry)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay)
          this.wakeRecordRetry = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        this.wakeRecordRetry = undefined
        if (this.abandoned) throw error
      }
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
