import type { IncomingMessage } from 'node:http'
import { HONEYPOT_FIELD, isFormKind, LEAD_FORMS, type FormKind, type LeadField } from '../../forms/leadForms'
import { POST_FIELDS } from '../../forms/noScript'
import { maskPhone } from '../../forms/phoneMask'

/** A form posted without JavaScript, as the server reads it. */
export interface FormPost {
  kind: FormKind
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
 * Parses a urlencoded form body. Null when it names no known form or repeats a field (no browser does either).
 * Only the described fields are kept: anything else is never stored.
 */
export function parseFormPost(raw: string): FormPost | null {
  const params = new URLSearchParams(raw)
  for (const name of new Set(params.keys())) if (params.getAll(name).length > 1) return null
  const single = (name: string): string | undefined => params.get(name) ?? undefined
  const kind = single(POST_FIELDS.kind)
  const page = single(POST_FIELDS.page)
  if (!isFormKind(kind) || page === undefined) return null
  const described: readonly LeadField[] = LEAD_FORMS[kind].fields
  const fields = Object.fromEntries(
    described.map((field) => {
      const value = single(field.name) ?? ''
      return [field.name, field.mask === 'phone' ? maskPhone(value) : value]
    }),
  )
  return { kind, page, thanks: single(POST_FIELDS.thanks), fields, trap: single(HONEYPOT_FIELD) ?? '' }
}

/** Reads a request body as UTF-8 text, or 'too-large' past `limit` bytes (the rest is drained, not kept). */
export function readText(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
