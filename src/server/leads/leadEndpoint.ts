import { Ajv, type ValidateFunction } from 'ajv'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { formSchemas, HONEYPOT_FIELD, withoutBranchErrors, type FormKind } from '../../forms/schemas'
import { DEFAULT_LOCALE, parseLocalePath } from '../../i18n/locales'
import type { SiteFile } from '../staticSite'
import { isFormPost } from './formBody'
import { createFormPost } from './formPost'
import type { LeadStore, StoredLead } from './leadStore'
import { RateLimiter } from './rateLimiter'

export interface LeadEndpointOptions {
  store: LeadStore
  /** Called once a lead is durably stored (e.g. to mail it at once). */
  onStored?: (lead: StoredLead) => void
  /** Other sites allowed to post here (CORS), e.g. `https://www.nuvora.example`; same-origin posts are always allowed. */
  allowedOrigins?: string[]
  /** Posts accepted per client address per minute. */
  ratePerMinute?: number
  /** Take the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  trustProxy?: boolean
  maxBodyBytes?: number
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * `POST /api/mail/contact`: validates a lead with the same schemas as the browser, stores it durably, then
 * answers 201 with its id. 400 lists field errors, 413 too large, 415 not JSON, 429 too many, 405 other methods.
 */
export function createLeadEndpoint({
  store,
  onStored,
  allowedOrigins = [],
  ratePerMinute = 10,
  trustProxy = false,
  maxBodyBytes = 16 * 1024,
}: LeadEndpointOptions) {
  const ajv = new Ajv({ allErrors: true })
  const validators = Object.fromEntries(
    Object.entries(formSchemas).map(([kind, schema]) => [kind, ajv.compile(schema)]),
  ) as Record<FormKind, ValidateFunction>
  const limiter = new RateLimiter(ratePerMinute, 60_000)
  const formPost = createFormPost({ store, onStored, allowedOrigins, maxBodyBytes })

  async function handle(request: IncomingMessage, response: ServerResponse, files: Map<string, SiteFile>) {
    const origin = request.headers.origin
    const crossOrigin = origin !== undefined && !isSameOrigin(origin, request.headers.host)
    if (crossOrigin && !allowedOrigins.includes(origin)) return send(response, 403, { error: 'origin not allowed' })
    if (crossOrigin) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Vary', 'Origin')
    }
    if (request.method === 'OPTIONS' && crossOrigin) {
      response
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        })
        .end()
      return
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST')
      return send(response, 405, { error: 'method not allowed' })
    }
    const form = isFormPost(request.headers['content-type'])
    if (!form && !/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
      return send(response, 415, { error: 'send application/json' })
    const client = clientAddress(request, trustProxy)
    if (!limiter.allow(client)) {
      response.setHeader('Retry-After', String(limiter.retryAfterSeconds(client)))
      return send(response, 429, { error: 'too many requests' })
    }
    if (form) return formPost.handle(request, response, files)

    const raw = await readBody(request, maxBodyBytes)
    if (raw === 'too-large') return send(response, 413, { error: `body over ${maxBodyBytes} bytes` })
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return send(response, 400, { errors: [{ field: '', message: 'body is not valid JSON' }] })
    }
    if (!isPlainObject(body))
      return send(response, 400, { errors: [{ field: '', message: 'body must be a JSON object' }] })

    const { [HONEYPOT_FIELD]: trap, ...fields } = body
    const spam = typeof trap === 'string' ? trap !== '' : trap !== undefined
    const kind = kindOf(fields)
    const validate = validators[kind]
    if (!spam && !validate(fields)) {
      const errors = withoutBranchErrors(validate.errors).map((error) => ({
        field: error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1),
        message: error.message ?? 'is invalid',
      }))
      return send(response, 400, { errors })
    }

    const lead: StoredLead = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      kind,
      locale: localeOf(fields.origin),
      spam,
      body: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key.slice(0, 50), String(value).slice(0, 5000)]),
      ),
    }
    await store.append({ type: 'lead', lead })
    send(response, 201, { id: lead.id })
    if (!spam) onStored?.(lead)
  }
  return Object.assign(handle, { answerFormPage: formPost.answerPage })
}

function send(response: ServerResponse, status: number, payload: unknown) {
  const body = JSON.stringify(payload)
  response
    .writeHead(status, {
      'Content-Type': JSON_TYPE,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    })
    .end(body)
}

function kindOf(fields: Record<string, unknown>): FormKind {
  if ('faturamento' in fields || 'nicho' in fields) return 'ecommerce'
  if ('state' in fields) return 'lead'
  return 'contact'
}

function localeOf(origin: unknown): string {
  try {
    return parseLocalePath(new URL(String(origin)).pathname).locale ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}

function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : ''
  return forwarded || request.socket.remoteAddress || 'unknown'
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the request body as text, giving up (and draining the rest) past `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = Number(request.headers['content-length'] ?? 0) > limit
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) tooLarge = true
      else if (!tooLarge) chunks.push(chunk)
    })
    request.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
