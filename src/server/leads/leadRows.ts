import { FIELD_KINDS } from '../../forms/fieldKinds'
import type { LeadWithMail } from './leadStore'

/** The columns a listing or export shows: metadata, then every field kind a form can have; nothing a body could add. */
export const LEAD_COLUMNS = ['id', 'receivedAt', 'kind', 'locale', 'spam', 'mail', ...FIELD_KINDS, 'origin']

/** A lead as a row of `LEAD_COLUMNS`: the metadata from the store, the form fields only. */
export function leadRow({ lead, mail }: LeadWithMail): Record<string, string> {
  const own = new Set<string>([...FIELD_KINDS, 'origin'])
  const fields = Object.fromEntries(
    Object.entries(lead.body).filter(([name, value]) => own.has(name) && typeof value === 'string'),
  )
  return {
    ...fields,
    id: lead.id,
    receivedAt: lead.receivedAt,
    kind: lead.kind,
    locale: lead.locale,
    spam: lead.spam ? 'yes' : '',
    mail: lead.spam ? 'never' : mail.sent ? 'sent' : `pending (${mail.attempts} tries)`,
  }
}
