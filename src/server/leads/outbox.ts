import type { LeadStore, StoredLead } from './leadStore'

export interface OutboxOptions {
  store: LeadStore
  /** Sends one lead's e-mail; rejects when the mail server refuses or cannot be reached. */
  send: (lead: StoredLead) => Promise<void>
  /** Delay before the first retry; each further retry waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  log?: (entry: Record<string, unknown>) => void
}

interface MailState {
  sent: boolean
  attempts: number
  lastAttemptAt: number
}

/**
 * Mails stored leads from the durable store: an SMTP outage delays mail, never loses it. Each attempt's
 * outcome is appended to the store, so after a restart the outbox resumes where it stopped.
 */
export class Outbox {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private stopped = false

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  /** A new lead arrived: try to mail it now. */
  kick(): void {
    this.schedule(0)
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), delayMs)
  }

  private backoff(attempts: number): number {
    const { baseDelayMs = 5_000, maxDelayMs = 15 * 60_000 } = this.options
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
  }

  private async run(): Promise<void> {
    if (this.running) return
    this.running = true
    let nextDue = Number.POSITIVE_INFINITY
    try {
      const states = mailStates(this.options.store)
      for (const lead of this.options.store.leads()) {
        if (lead.spam) continue
        const state = states.get(lead.id) ?? { sent: false, attempts: 0, lastAttemptAt: 0 }
        if (state.sent) continue
        const due = state.attempts === 0 ? 0 : state.lastAttemptAt + this.backoff(state.attempts)
        if (due > Date.now()) {
          nextDue = Math.min(nextDue, due)
          continue
        }
        const attempt = state.attempts + 1
        try {
          await this.options.send(lead)
          await this.options.store.append({
            type: 'mail',
            id: lead.id,
            status: 'sent',
            at: new Date().toISOString(),
            attempt,
          })
          this.options.log?.({ event: 'lead-mailed', id: lead.id, attempt })
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          await this.options.store.append({
            type: 'mail',
            id: lead.id,
            status: 'failed',
            at: new Date().toISOString(),
            attempt,
            error: message.slice(0, 300),
          })
          this.options.log?.({ event: 'lead-mail-failed', id: lead.id, attempt, error: message.slice(0, 300) })
          nextDue = Math.min(nextDue, Date.now() + this.backoff(attempt))
        }
      }
    } finally {
      this.running = false
    }
    if (Number.isFinite(nextDue)) this.schedule(Math.max(0, nextDue - Date.now()))
  }
}

/** Folds the store's mail events into each lead's mail state. */
export function mailStates(store: LeadStore): Map<string, MailState> {
  const states = new Map<string, MailState>()
  for (const event of store.events) {
    if (event.type !== 'mail') continue
    const state = states.get(event.id) ?? { sent: false, attempts: 0, lastAttemptAt: 0 }
    states.set(event.id, {
      sent: state.sent || event.status === 'sent',
      attempts: Math.max(state.attempts, event.attempt),
      lastAttemptAt: Date.parse(event.at),
    })
  }
  return states
}
