/**
 * vCard 4.0 (RFC 6350) for "save contact" downloads. Pure and dependency-free, so the build (a Vite plugin)
 * and the tests can both use it.
 */

/** A postal address; every part is optional text. */
export interface VCardAddress {
  /** Street and number (`Av. Paulista, 1000`). */
  street?: string
  /** City (`São Paulo`). */
  locality?: string
  /** State (`SP`). */
  region?: string
  /** Postal code (`01310-100`). */
  postalCode?: string
  /** Country (`Brasil`). */
  country?: string
}

/** What a vCard can say about a person. Only `fullName` is required (FN is the one mandatory property). */
export interface VCardContact {
  fullName: string
  givenName?: string
  familyName?: string
  organization?: string
  /** Job title. */
  title?: string
  /** Phone in international format; non-digits are dropped (`+55 (11) 98765-4321` → `tel:+5511987654321`). */
  phone?: string
  email?: string
  /** Web addresses (company site, profiles); written as they are (URIs are not text-escaped). */
  urls?: string[]
  /** Work address. */
  address?: VCardAddress
  note?: string
}

const CRLF = '\r\n'
/** RFC 6350 §3.2: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75

/** Escapes a text value (RFC 6350 §3.4): backslash, comma, semicolon and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A structured value (N, ADR, ORG): each component escaped, components joined by `;`. */
function structured(components: Array<string | undefined>): string {
  return components.map((component) => escapeText(component ?? '')).join(';')
}

/** A URI value is written as is, but must stay on its logical line. */
function uri(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`A vCard URI cannot contain a line break: ${JSON.stringify(value)}`)
  return value
}

/**
 * Folds a content line longer than 75 octets (RFC 6350 §3.2): a line break followed by one space,
 * never inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** The vCard 4.0 text of `contact`: CRLF line endings, escaped text values, folded long lines. */
export function buildVCard(contact: VCardContact): string {
  if (!contact.fullName.trim()) throw new Error('A vCard needs a full name (FN)')
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', 'KIND:individual', `FN:${escapeText(contact.fullName)}`]
  if (contact.givenName || contact.familyName)
    lines.push(`N:${structured([contact.familyName, contact.givenName, '', '', ''])}`)
  if (contact.organization) lines.push(`ORG:${escapeText(contact.organization)}`)
  if (contact.title) lines.push(`TITLE:${escapeText(contact.title)}`)
  if (contact.phone) lines.push(`TEL;TYPE=cell;VALUE=uri:tel:+${contact.phone.replace(/\D/g, '')}`)
  if (contact.email) lines.push(`EMAIL;TYPE=work:${escapeText(contact.email)}`)
  for (const url of contact.urls ?? []) lines.push(`URL:${uri(url)}`)
  if (contact.address) {
    const { street, locality, region, postalCode, country } = contact.address
    lines.push(`ADR;TYPE=work:${structured(['', '', street, locality, region, postalCode, country])}`)
  }
  if (contact.note) lines.push(`NOTE:${escapeText(contact.note)}`)
  lines.push('END:VCARD')
  return lines.map(foldLine).join(CRLF) + CRLF
}
