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

/**
 * Text safe to print on a terminal: control characters (escape sequences, carriage returns, C1 codes) and the
 * bidirectional overrides become visible `\u{…}` escapes, so a lead cannot rewrite the operator's screen.
 */
export function terminalSafe(value: string): string {
  let safe = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    const control =
      code < 0x20 ||
      (code >= 0x7f && code < 0xa0) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    safe += control ? `\\u{${code.toString(16)}}` : char
  }
  return safe
}
