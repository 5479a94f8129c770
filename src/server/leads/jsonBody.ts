import type { LeadField } from '../../forms/fieldKinds'
import { FORM_KINDS, HONEYPOT_FIELD, type FormKind } from '../../forms/leadForms'
import { POST_FIELDS } from '../../forms/noScript'
import { DEFAULT_LOCALE, parseLocalePath, type Locale } from '../../i18n/locales'
import type { LeadForms } from './leadValidators'

/** A lead posted as JSON, as the server reads it (before validation). */
export interface JsonLead {
  /** The declared form it is from: the one its `_form` names, else its section's default (see `kindOf`). */
  form: string
  /** The section kind of that form (what is stored with the lead). */
  kind: FormKind
  /** The locale of the page it was sent from (its `origin`), whose fields the form has. */
  locale: Locale
  /** Every member of the body but the honeypot, unchecked: the schema of `kind` decides. */
  fields: Record<string, unknown>
  /** What a bot put into the honeypot ('' for people; any value that is not a string counts as filled in). */
  trap: string
}

/** True for `application/json`, with no parameter but `charset=utf-8`. */
export function isJsonPost(contentType: string | undefined): boolean {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase())
  return type === 'application/json' && parameters.every((parameter) => parameter === 'charset=utf-8')
}

/**
 * Parses a JSON lead body: a JSON object, or the reason it is none. A form the site chose by name (a block's `form`)
 * posts its name as `_form`, which must be a declared form; the default forms post none (the spec's bodies).
 */
export function parseJsonLead(
  text: string,
  forms: Pick<LeadForms, 'names' | 'kindOf' | 'fields'>,
): JsonLead | { error: string } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { error: 'body is not valid JSON' }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'body must be a JSON object' }
  // The honeypot only marks a lead as spam; it is validated like any other, so its body holds its form's fields only.
  const { [HONEYPOT_FIELD]: trap, [POST_FIELDS.kind]: named, ...fields } = body as Record<string, unknown>
  const locale = localeOf(fields.origin)
  const form = named === undefined ? kindOf(fields, (kind) => forms.fields(kind, locale)) : named
  const kind = typeof form === 'string' ? forms.kindOf(form) : undefined
  if (typeof form !== 'string' || !kind)
    return { error: `"${POST_FIELDS.kind}" names no form of this site; use one of ${forms.names.join(', ')}` }
  return {
    form,
    kind,
    locale,
    fields,
    trap: trap === undefined ? '' : typeof trap === 'string' ? trap : 'filled',
  }
}

/** The locale of the page a lead was sent from, by its address (`origin`); the default one when it names none. */
export function localeOf(origin: unknown): Locale {
  try {
    return parseLocalePath(new URL(String(origin)).pathname).locale ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/**
 * The default form a JSON body without `_form` comes from. The site's default forms post their fields and `origin` (the spec's bodies, no kind): the
 * form whose fields (in the locale of its page: `fieldsOf`) the body holds exactly. Any other body is checked against the form it fits best (most of its
 * names known, fewest unknown, then fewest missing; the first declared on a tie), whose schema then says what is
 * missing or extra.
 */
export function kindOf(fields: Record<string, unknown>, fieldsOf: (kind: FormKind) => readonly LeadField[]): FormKind {
  const names = Object.keys(fields).filter((name) => name !== 'origin')
  const fit = (kind: FormKind) => {
    const known = new Set<string>(fieldsOf(kind).map((field) => field.name))
    const matched = names.filter((name) => known.has(name)).length
    return { score: matched - (names.length - matched), missing: known.size - matched }
  }
  return FORM_KINDS.reduce((best, kind) => {
    const [candidate, current] = [fit(kind), fit(best)]
    const better =
      candidate.score > current.score || (candidate.score === current.score && candidate.missing < current.missing)
    return better ? kind : best
  })
}
