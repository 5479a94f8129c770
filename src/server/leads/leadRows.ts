import { FORM_KINDS, LEAD_FORMS } from '../../forms/leadForms'
import type { LeadWithMail } from './leadStore'

/** The columns a listing or export shows: metadata, then every form's own fields; nothing a body could add. */
export const LEAD_COLUMNS = [
  'id',
  'receivedAt',
  'kind',
  'locale',
  'spam',
  'mail',
  ...new Set([...FORM_KINDS.flatMap((kind) => LEAD_FORMS[kind].fields.map((field) => field.name)), 'origin']),
]

/** A lead as a row of `LEAD_COLUMNS`: the metadata from the store, the form fields of its kind only. */
export function leadRow({ lead, mail }: LeadWithMail): Record<string, string> {
  const own = new Set([...LEAD_FORMS[lead.kind].fields.map((field) => field.name), 'origin'])
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
