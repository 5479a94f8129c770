import { Ajv, type ValidateFunction } from 'ajv'
import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { formSchemas, HONEYPOT_FIELD, withoutBranchErrors, type FormKind } from '../../forms/schemas'
import { DEFAULT_LOCALE, parseLocalePath } from '../../i18n/locales'
import type { SiteFile } from '../staticSite'
import { isFormPost } from './formBody'
import { createFormPost } from './formPost'
import type { LeadStore, StoredLead } from './leadStore'
import { acceptLead, RETRY_AFTER_SECONDS } from './acceptLead'
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
  /** How long a client may take to send its body before 408. */
  bodyTimeoutMs?: number
  /** Told why a lead could not be stored (no personal data). */
  log?: (entry: Record<string, unknown>) => void
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
  bodyTimeoutMs = 10_000,
  log = () => {},
}: LeadEndpointOptions) {
  const ajv = new Ajv({ allErrors: true })
  const validators = Object.fromEntries(
    Object.entries(formSchemas).map(([kind, schema]) => [kind, ajv.compile(schema)]),
  ) as Record<FormKind, ValidateFunction>
  const limiter = new RateLimiter(ratePerMinute, 60_000)
  const accept = acceptLead(store, onStored, log)
  const formPost = createFormPost({ accept, allowedOrigins, maxBodyBytes })

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
    if (!form && !isJson(request.headers['content-type']))
      return send(response, 415, { error: 'send application/json (UTF-8)' })
    const encoding = request.headers['content-encoding']
    if (encoding && encoding.toLowerCase() !== 'identity')
      return send(response, 415, { error: 'send the body without Content-Encoding' })
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      response.setHeader('Connection', 'close')
      send(response, 413, { error: `body over ${maxBodyBytes} bytes` })
      return void request.destroy()
    }
    const client = clientAddress(request, trustProxy)
    if (!limiter.allow(client)) {
      response.setHeader('Retry-After', String(limiter.retryAfterSeconds(client)))
      return send(response, 429, { error: 'too many requests' })
    }
    if (form) return formPost.handle(request, response, files)

    const raw = await readBody(request, maxBodyBytes, bodyTimeoutMs)
    if (raw === 'too-large' || raw === 'timeout') {
      response.setHeader('Connection', 'close')
      if (raw === 'timeout') send(response, 408, { error: `body not received within ${bodyTimeoutMs} ms` })
      else send(response, 413, { error: `body over ${maxBodyBytes} bytes` })
      return void request.destroy()
    }
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return send(response, 400, { errors: [{ field: '', message: 'body is not valid JSON' }] })
    }
    if (!isPlainObject(body))
      return send(response, 400, { errors: [{ field: '', message: 'body must be a JSON object' }] })

    // The honeypot only marks a lead as spam; it is validated like any other, so its body holds its form's fields only.
    const { [HONEYPOT_FIELD]: trap, ...fields } = body
    const spam = typeof trap === 'string' ? trap !== '' : trap !== undefined
    const kind = kindOf(fields)
    const validate = validators[kind]
    if (!validate(fields)) {
      const errors = withoutBranchErrors(validate.errors).map((error) => ({
        field: error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1),
        message: error.message ?? 'is invalid',
      }))
      return send(response, 400, { errors })
    }

    const lead = await accept(kind, fields as Record<string, string>, spam, localeOf(fields.origin))
    if (!lead) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      return send(response, 503, { error: 'not stored, try again later' })
    }
    send(response, 201, { id: lead.id })
  }
  return Object.assign(handle, { answerFormPage: formPost.answerPage })
}

function isJson(contentType: string | undefined): boolean {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase())
  return type === 'application/json' && parameters.every((parameter) => parameter === 'charset=utf-8')
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

/**
 * The client's address: behind a trusted proxy, the last `X-Forwarded-For` entry (the one that proxy appended; the
 * ones before it are whatever the client sent), if it is an IP address; otherwise the socket's peer.
 */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : undefined
  if (forwarded && isIP(forwarded)) return forwarded
  return request.socket.remoteAddress ?? 'unknown'
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the request body as UTF-8 text; stops at once past `limit` bytes or after `timeoutMs`. */
function readBody(request: IncomingMessage, limit: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    const finish = (result: string) => {
      clearTimeout(timer)
      request.removeAllListeners('data')
      resolve(result)
    }
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish('too-large')
      else chunks.push(chunk)
    })
    request.on('end', () => finish(Buffer.concat(chunks).toString('utf8')))
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}
