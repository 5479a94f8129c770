import type { FormKind } from '../../forms/schemas'

/** A lead as stored: its metadata, set by the server, and the form's own fields, as the visitor sent them. */
export interface StoredLead {
  id: string
  receivedAt: string
  kind: FormKind
  /** Locale of the page it came from (`pt-br` when unknown). */
  locale: string
  /** True when the hidden honeypot field was filled: kept (validated like any lead), never mailed. */
  spam: boolean
  /** Only the fields of its form (see `leadFields`), never the metadata above. */
  body: Record<string, string>
}

/** Where a lead's e-mail stands. */
export interface MailState {
  sent: boolean
  attempts: number
  /** When the next attempt is due (epoch ms); 0 for a lead never tried. */
  nextAttemptAt: number
}

/** The outcome of one attempt to mail a lead. */
export interface MailOutcome {
  status: 'sent' | 'failed'
  at: string
  attempt: number
  /** When a failed lead may be tried again (epoch ms). */
  nextAttemptAt?: number
  error?: string
}

export interface LeadWithMail {
  lead: StoredLead
  mail: MailState
}

/**
 * Where leads and their mail outbox live: the embedded JSONL file (one server) or PostgreSQL (any number of
 * servers). `add` resolves only once the lead is durable; a rejection means it was not stored.
 */
export interface LeadStore {
  /** A name for logs (`file data/leads.jsonl`, `postgresql`). */
  readonly name: string
  add(lead: StoredLead): Promise<void>
  /**
   * Takes up to `limit` leads whose e-mail is due by `dueBy` (epoch ms: not sent, not spam, next attempt not later),
   * so no other server mails them meanwhile.
   */
  claimDue(limit: number, dueBy: number): Promise<LeadWithMail[]>
  recordMail(id: string, outcome: MailOutcome): Promise<void>
  /** Every lead with its mail state, oldest first. */
  list(): Promise<LeadWithMail[]>
  /** Removes every lead whose e-mail field is `email` (and its mail records); returns how many. */
  erase(email: string): Promise<number>
  /** Removes leads received before `before`, and spam received before `spamBefore`; returns how many. */
  purge(before: Date | undefined, spamBefore: Date): Promise<number>
  close(): Promise<void>
}

/** Folds the outcomes of a lead's attempts into its mail state. */
export function foldMail(outcomes: readonly MailOutcome[]): MailState {
  return outcomes.reduce<MailState>(
    (state, outcome) => ({
      sent: state.sent || outcome.status === 'sent',
      attempts: Math.max(state.attempts, outcome.attempt),
      nextAttemptAt: outcome.nextAttemptAt ?? state.nextAttemptAt,
    }),
    { sent: false, attempts: 0, nextAttemptAt: 0 },
  )
}

/** Lower-cased, trimmed: how e-mail addresses are compared for data-subject requests. */
export function sameEmail(a: string | undefined, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
}
