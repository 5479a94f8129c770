import { FIELD_KINDS } from '../../forms/fieldKinds'
import { fieldLabelContext, labelContext, mailSubjectContext, ORIGIN_LABEL_CONTEXT } from '../../forms/leadForms'
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'
import { loadLeadCatalogs } from './leadCatalogs'
import type { StoredLead } from './leadStore'

// Compiled once, at server start: the labels and subjects are the forms' own messages, from the catalogs.
const catalogs = await loadLeadCatalogs()

/**
 * Line breaks of every kind: C0 and C1 controls (CR, LF, NEL…), DEL and the line and paragraph separators
 * (U+2028, U+2029), which some mail clients and tools read as a new line.
 */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu
/** The bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9). */
const BIDI_CONTROLS = /\p{Bidi_Control}/gu

/**
 * A value safe in a mail header: every line-breaking character becomes a space, so a value cannot start a new header
 * or line, and the bidirectional controls, which could make an address read as another, are removed.
 */
export function headerSafe(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(BIDI_CONTROLS, '').trim().slice(0, 200)
}

/**
 * One address and nothing else: no RFC 5322 special but its one `@` (and dots), no space, line-breaking or
 * bidirectional character. The form's e-mail pattern lets `"Boss"<ceo@company.example>` through, which a mailer reads
 * as a display name and an address.
 */
const ADDRESS_PART = '[^\\s\\p{Cc}\\p{Zl}\\p{Zp}\\p{Bidi_Control}()<>[\\]:;@\\\\,"]+'
const PLAIN_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}$`, 'u')

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
