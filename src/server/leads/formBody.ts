import { HONEYPOT_FIELD, type FormKind } from '../../forms/leadForms'
import { localeOfPath, type Locale } from '../../i18n/locales'
import { POST_FIELDS } from '../../forms/noScript'
import { maskPhone } from '../../forms/phoneMask'
import type { LeadForms } from './leadValidators'

/** A form posted without JavaScript, as the server reads it. */
export interface FormPost {
  /** The declared form it names (`_form`: `lead`, `hire`). */
  form: string
  /** That form's section kind. */
  kind: FormKind
  /** The locale of the page it names, whose fields the form has. */
  locale: Locale
  /** The hidden page field, unchecked: `/es-es/contato`, maybe with `#anchor`. */
  page: string
  /** The hidden thank-you field, unchecked, when present. */
  thanks?: string
  /** Exactly the form's fields (missing ones empty), masked as the browser masks them. */
  fields: Record<string, string>
  /** What a bot typed into the honeypot ('' for people). */
  trap: string
}

/** True for `application/x-www-form-urlencoded` (UTF-8 or no charset), what a form sends without JavaScript. */
export function isFormPost(contentType: string | undefined): boolean {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/x-www-form-urlencoded') return false
  return parameters.every((parameter) => !parameter.startsWith('charset=') || parameter === 'charset=utf-8')
}

/**
 * Parses a urlencoded form body. Null when it names no known form, repeats a field (no browser does either) or holds
 * a value that is not percent-encoded UTF-8 (browsers encode every value so; `URLSearchParams` would quietly turn it
 * into U+FFFD). Only the fields the form has in the locale of its page (`fieldsOf`) are kept: anything else is never
 * stored.
 */
export function parseFormPost(raw: string, forms: Pick<LeadForms, 'kindOf' | 'fields'>): FormPost | null {
  const pairs = formPairs(raw)
  if (!pairs) return null
  const values = new Map<string, string>()
  for (const [name, value] of pairs) {
    if (values.has(name)) return null
    values.set(name, value)
  }
  const form = values.get(POST_FIELDS.kind)
  const page = values.get(POST_FIELDS.page)
  const kind = form === undefined ? undefined : forms.kindOf(form)
  if (form === undefined || !kind || page === undefined) return null
  const locale = localeOfPath(page.split('#')[0]!)
  const fields = Object.fromEntries(
    forms.fields(form, locale).map((field) => {
      const value = values.get(field.name) ?? ''
      return [field.name, field.mask === 'phone' ? maskPhone(value) : value]
    }),
  )
  return {
    form,
    kind,
    locale,
    page,
    thanks: values.get(POST_FIELDS.thanks),
    fields,
    trap: values.get(HONEYPOT_FIELD) ?? '',
  }
}

/** The name-value pairs of a urlencoded body, `+` read as a space; null when one is not percent-encoded UTF-8. */
function formPairs(raw: string): Array<[string, string]> | null {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '))
  try {
    return raw
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equals = pair.indexOf('=')
        return equals === -1 ? [decode(pair), ''] : [decode(pair.slice(0, equals)), decode(pair.slice(equals + 1))]
      })
  } catch {
    return null
  }
}
