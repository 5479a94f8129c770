import { labelContext, LEAD_FORMS, mailSubjectContext, ORIGIN_LABEL_CONTEXT } from '../../forms/leadForms'
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'
import { loadLeadCatalogs } from './leadCatalogs'
import type { StoredLead } from './leadStore'

// Compiled once, at server start: the labels and subjects are the forms' own messages, from the catalogs.
const catalogs = await loadLeadCatalogs()

/**
 * Removes CR and LF (and other control characters) so a value cannot start a new header or line, and the
 * bidirectional controls (U+202A–U+202E, U+2066–U+2069) that could make an address read as another.
 */
export function headerSafe(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
      .slice(0, 200)
  )
}

/**
 * The e-mail the team receives for a lead, in the visitor's language, answering to the visitor. Each value is
 * labelled as on the form the visitor filled in.
 */
export function leadMail(lead: StoredLead, { from, to }: { from: string; to: string }) {
  const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
  const fields = new Set<string>(LEAD_FORMS[lead.kind].fields.map((field) => field.name))
  const label = (key: string) =>
    key === 'origin'
      ? catalogs.text(locale, ORIGIN_LABEL_CONTEXT)
      : fields.has(key)
        ? catalogs.text(locale, labelContext(lead.kind, key))
        : key
  const text = Object.entries(lead.body)
    .map(([key, value]) => `${label(key)}: ${key === 'message' ? value : headerSafe(value)}`)
    .join('\n')
  return {
    from,
    to,
    replyTo: headerSafe(lead.body.email ?? ''),
    subject: headerSafe(`${catalogs.text(locale, mailSubjectContext(lead.kind))}: ${lead.body.name ?? ''}`),
    text: `${text}\n\n#${lead.id} · ${lead.receivedAt}`,
    headers: { 'X-Lead-Id': lead.id },
  }
}
