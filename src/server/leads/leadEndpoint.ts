import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LeadFormsConfig } from '../../forms/leadForms'
import type { SiteFile } from '../staticSite'
import { isFormPost } from './formBody'
import { createFormPost } from './formPost'
import { isJsonPost, parseJsonLead } from './jsonBody'
import type { LeadStore, StoredLead } from './leadStore'
import { jsonFieldErrors, leadForms } from './leadValidators'
import { acceptLead, RETRY_AFTER_SECONDS } from './acceptLead'
import { RateLimiter } from './rateLimiter'
import { receiveBody, type BodyProblem } from './requestBody'

export interface LeadEndpointOptions {
  /** The site's forms, as declared in `settings.forms`: each body is validated against its form in its locale. */
  forms: LeadFormsConfig
  store: LeadStore
  /** Called once a lead is durably stored (e.g. to mail it at once). */
  onStored?: (lead: StoredLead) => void
  /** Other sites allowed to post here (CORS), e.g. `https://www.nuvora.example`; same-origin posts are always allowed. */
  allowedOrigins?: string[]
  /** Posts accepted per client address per minute. */
  ratePerMinute?: number
  /** Clients (and as many address blocks) the rate limiter keeps at most: its memory bound (10,000). */
  rateClients?: number
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
 * `POST /api/mail/contact`: validates a lead with the same schemas as the browser (and refuses what no store can
 * keep), stores it durably, then answers 201 with its id. 400 lists field errors (or says the body is not JSON or
 * not UTF-8), 408 too slow, 413 too large, 415 not JSON, 429 too many, 405 other methods. Form posts without
 * JavaScript share the body reader, validators and store (`formPost.ts`).
 */
export function createLeadEndpoint({
  forms,
  store,
  onStored,
  allowedOrigins = [],
  ratePerMinute = 10,
  rateClients = 10_000,
  trustProxy = false,
  maxBodyBytes = 16 * 1024,
  bodyTimeoutMs = 10_000,
  log = () => {},
}: LeadEndpointOptions) {
  const limiter = new RateLimiter(ratePerMinute, 60_000, rateClients)
  const accept = acceptLead(store, onStored, log)
  const limits = { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs }
  const served = leadForms(forms)
  const formPost = createFormPost({ forms: served, accept, allowedOrigins, limits })
  const refusal = (problem: BodyProblem) => ({
    contentType: JSON_TYPE,
    body: JSON.stringify(
      {
        'too-large': { error: `body over ${maxBodyBytes} bytes` },
        timeout: { error: `body not received within ${bodyTimeoutMs} ms` },
        'not-utf8': { errors: [{ field: '', message: 'body is not valid UTF-8' }] },
      }[problem],
    ),
  })

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
    const formEncoded = isFormPost(request.headers['content-type'])
    if (!formEncoded && !isJsonPost(request.headers['content-type']))
      return send(response, 415, { error: 'send application/json (UTF-8)' })
    const encoding = request.headers['content-encoding']
    if (encoding && encoding.toLowerCase() !== 'identity')
      return send(response, 415, { error: 'send the body without Content-Encoding' })
    const client = clientAddress(request, trustProxy)
    if (!limiter.allow(client)) {
      response.setHeader('Retry-After', String(limiter.retryAfterSeconds(client)))
      return send(response, 429, { error: 'too many requests' })
    }
    if (formEncoded) return formPost.handle(request, response, files)

    const text = await receiveBody(request, response, limits, refusal)
    if (text === null) return
    const post = parseJsonLead(text, served)
    if ('error' in post) return send(response, 400, { errors: [{ field: '', message: post.error }] })
    const { form, kind, locale, fields, trap } = post
    const validate = served.validator(form, locale)
    if (!validate(fields)) return send(response, 400, { errors: jsonFieldErrors(validate.errors) })

    const lead = await accept(kind, fields as Record<string, string>, trap !== '', locale)
    if (!lead) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      return send(response, 503, { error: 'not stored, try again later' })
    }
    send(response, 201, { id: lead.id })
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
