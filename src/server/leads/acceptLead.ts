import { randomUUID } from 'node:crypto'
import type { FormKind } from '../../forms/schemas'
import type { LeadStore, StoredLead } from './leadStore'

/** Seconds a client is asked to wait when the store cannot take a lead. */
export const RETRY_AFTER_SECONDS = 60

/** What turns a validated body into a stored lead: null when it could not be stored (nothing was acknowledged). */
export type AcceptLead = (
  kind: FormKind,
  fields: Record<string, string>,
  spam: boolean,
  locale: string,
) => Promise<StoredLead | null>

/** Stores a validated lead with metadata the body never sets, then hands it to `onStored`; shared by JSON and form posts. */
export function acceptLead(
  store: LeadStore,
  onStored: ((lead: StoredLead) => void) | undefined,
  log: (entry: Record<string, unknown>) => void,
): AcceptLead {
  return async (kind, fields, spam, locale) => {
    const lead: StoredLead = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      kind,
      locale,
      spam,
      body: fields,
    }
    try {
      await store.add(lead)
    } catch (error) {
      log({
        level: 'error',
        event: 'lead-not-stored',
        store: store.name,
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    }
    if (!spam) onStored?.(lead)
    return lead
  }
}
