import { randomBytes } from 'node:crypto'
import type { ErrorCode } from '../../forms/validation'
/** What a form page shows once after a post without JavaScript: the typed values and errors, or success. */
export interface FlashRecord {
  /** The declared form's name, by which the page marks the form (`data-lead-form`). */
  form: string
  /** The page path (no anchor) it is for. */
  page: string
  values: Record<string, string>
  errors: Partial<Record<string, ErrorCode>>
  success: boolean
}

/** Name of the HttpOnly cookie that carries a flash token (never the data itself). */
export const FLASH_COOKIE = 'lead_form'

/**
 * Short-lived, bounded server-side memory of posted forms, keyed by a random token. Each record is read once;
 * past `maxEntries` the oldest goes, and nothing outlives `ttlMs`. Values are bounded by each field's maxLength.
 */
export class FormFlash {
  private readonly records = new Map<string, { record: FlashRecord; expires: number }>()

  constructor(
    readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  put(record: FlashRecord): string {
    this.prune()
    while (this.records.size >= this.maxEntries) this.records.delete(this.records.keys().next().value!)
    const token = randomBytes(18).toString('base64url')
    this.records.set(token, { record, expires: this.now() + this.ttlMs })
    return token
  }

  /** The record for `token` if it is for `page`; it is then forgotten. */
  take(token: string, page: string): FlashRecord | undefined {
    const entry = this.records.get(token)
    if (!entry || entry.expires <= this.now()) return undefined
    if (entry.record.page !== page) return undefined
    this.records.delete(token)
    return entry.record
  }

  get size(): number {
    return this.records.size
  }

  private prune() {
    const now = this.now()
    // Records share one lifetime, so the map's insertion order is also their expiry order.
    for (const [token, entry] of this.records) {
      if (entry.expires > now) break
      this.records.delete(token)
    }
  }
}

/** The flash token of a request's `Cookie` header, if any. */
export function flashToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === FLASH_COOKIE) return value.join('=')
  }
  return undefined
}
