import type { LeadStore, StoredLead } from './leadStore'

export interface OutboxOptions {
  store: LeadStore
  /** Sends one lead's e-mail; rejects when the mail server refuses or cannot be reached. */
  send: (lead: StoredLead) => Promise<void>
  /** Delay before the first retry; each further retry waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How often to look for due mail besides `kick()` (other servers' leads, retries coming due). */
  pollMs?: number
  log?: (entry: Record<string, unknown>) => void
}

/**
 * Mails stored leads from the durable store: an SMTP outage delays mail, never loses it. Each attempt's outcome is
 * recorded in the store, so after a restart (or on another server sharing the store) mailing resumes where it
 * stopped. A `kick()` that arrives while a round is running makes another round follow it, so no lead waits.
 */
export class Outbox {
  private timer: ReturnType<typeof setTimeout> | undefined
  private round: Promise<void> | undefined
  private again = false
  private stopped = true
  /** The first round after a start retries every unsent lead at once (a restart often follows a fix). */
  private fresh = true

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    this.stopped = false
    this.fresh = true
    this.kick()
  }

  /** Stops after the round in progress (if any) has recorded its outcomes. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.round
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
    const { store, send, log } = this.options
    // The first claim after a start takes every unsent lead, whatever its backoff; later ones only those due.
    let dueBy = this.fresh ? Number.POSITIVE_INFINITY : Date.now()
    this.fresh = false
    try {
      // Bounded, so a zero backoff cannot spin a round forever.
      for (let batch = 0; batch < 50 && !this.stopped; batch++, dueBy = Date.now()) {
        const due = await store.claimDue(20, dueBy)
        if (due.length === 0) break
        for (const { lead, mail } of due) {
          const attempt = mail.attempts + 1
          try {
            await send(lead)
            await store.recordMail(lead.id, { status: 'sent', at: new Date().toISOString(), attempt })
            log?.({ event: 'lead-mailed', id: lead.id, attempt })
          } catch (error) {
            const message = (error instanceof Error ? error.message : String(error)).slice(0, 300)
            const nextAttemptAt = Date.now() + this.backoff(attempt)
            await store.recordMail(lead.id, {
              status: 'failed',
              at: new Date().toISOString(),
              attempt,
              nextAttemptAt,
              error: message,
            })
            log?.({ event: 'lead-mail-failed', id: lead.id, attempt, error: message })
          }
        }
      }
    } catch (error) {
      log?.({ level: 'error', event: 'outbox', error: error instanceof Error ? error.message : String(error) })
    }
  }
}
