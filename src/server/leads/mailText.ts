import { FIELD_KINDS } from '../../forms/fieldKinds'
import { fieldLabelContext, labelContext, mailSubjectContext, ORIGIN_LABEL_CONTEXT } from '../../forms/leadForms'
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
 * One address and nothing else: no RFC 5322 special but its one `@` (and dots), no space, control or bidirectional
 * character. The form's e-mail pattern lets `"Boss"<ceo@company.example>` through, which a mailer reads as a display
 * name and an address.
 */
const ADDRESS_PART = '[^\\s\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069()<>[\\]:;@\\\\,"]+'
const PLAIN_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}$`)

/** The Reply-To of a lead's mail: the visitor's address alone (never a display name), when it is a plain one. */
function replyTo(email: string): { replyTo?: { name: string; address: string } } {
  return PLAIN_ADDRESS.test(email) ? { replyTo: { name: '', address: email } } : {}
}

/** A country code (`US`) is mailed with its name in the lead's language (`US (United States)`); other values as sent. */
function mailedValue(key: string, value: string, locale: string): string {
  if (key !== 'country' || !/^[A-Z]{2}$/.test(value)) return value
  return `${value} (${new Intl.DisplayNames([locale], { type: 'region' }).of(value) ?? value})`
}

/**
 * The e-mail the team receives for a lead, in the visitor's language, answering to the visitor's address (when it is
 * a plain one; it is in the text in any case). Each value is labelled as on the form the visitor filled in: the form's
 * own label for the field, else the field kind's.
 */
export function leadMail(lead: StoredLead, { from, to }: { from: string; to: string }) {
  const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
  const fields = new Set<string>(FIELD_KINDS)
  const label = (key: string) =>
    key === 'origin'
      ? catalogs.text(locale, ORIGIN_LABEL_CONTEXT)
      : fields.has(key)
        ? catalogs.has(labelContext(lead.kind, key))
          ? catalogs.text(locale, labelContext(lead.kind, key))
          : catalogs.text(locale, fieldLabelContext(key))
        : key
  const text = Object.entries(lead.body)
    .map(([key, value]) => `${label(key)}: ${key === 'message' ? value : headerSafe(mailedValue(key, value, locale))}`)
    .join('\n')
  return {
    from,
    to,
    ...replyTo(lead.body.email ?? ''),
    subject: headerSafe(`${catalogs.text(locale, mailSubjectContext(lead.kind))}: ${lead.body.name ?? ''}`),
    text: `${text}\n\n#${lead.id} · ${lead.receivedAt}`,
    headers: { 'X-Lead-Id': lead.id },
  }
}
