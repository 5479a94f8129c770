import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { createLeadEndpoint } from './leads/leadEndpoint'
import { inlineHashes, SECURITY_HEADERS, securityHeaders } from './securityHeaders'
import { hostRedirect, type LocaleHosts } from './hostRules'
import { acceptedEncoding, matchesIfNoneMatch } from './negotiation'
import { etagFor, resolveRequest, type SiteFile } from './staticSite'

/** Where the site's forms post their leads by default. */
export const LEAD_PATH = '/api/mail/contact'

export interface AppOptions {
  /** The prerendered site, from `loadSite()`. */
  files: Map<string, SiteFile>
  /** The lead intake (`POST /api/mail/contact`, JSON and forms without JavaScript); without it that path is a plain 404. */
  leadEndpoint?: ReturnType<typeof createLeadEndpoint>
  /** Called once per request with a structured log line (no personal data). */
  log?: (entry: Record<string, unknown>) => void
  /** The site's host per locale (site settings), for the host rules; none: no host rule applies. */
  hosts?: LocaleHosts
}

/** The production request handler: the prerendered site with strict headers. */
export function createApp({ files, leadEndpoint, log = () => {}, hosts = {} }: AppOptions) {
  // The CSP allows the inline CSS and entry loader of the pages served here, by hash, and nothing else inline.
  const headers = siteSecurityHeaders(files)
  return function handle(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now()
    response.on('finish', () =>
      log({
        method: request.method,
        path: safePath(request.url),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    )
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)

    if (leadEndpoint && request.url?.split('?')[0] === LEAD_PATH) {
      leadEndpoint(request, response, files).catch((error: unknown) => {
        log({ event: 'lead-error', error: error instanceof Error ? error.message : String(error) })
        if (!response.headersSent)
          response
            .writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
            .end('{"error":"not stored"}')
      })
      return
    }

    if ((request.url ?? '').length > MAX_URL_LENGTH) {
      response.writeHead(414, { 'Content-Type': 'text/plain; charset=utf-8' }).end('URI Too Long')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed')
      return
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request')
      return
    }
    const hostTarget = hostRedirect(request.headers.host, url.pathname, url.search, hosts)
    if (hostTarget) {
      response.writeHead(301, { Location: hostTarget, 'Cache-Control': 'public, max-age=3600' }).end()
      return
    }
    const resolution = resolveRequest(files, pathname, url.search)
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location, 'Cache-Control': 'public, max-age=3600' }).end()
      return
    }
    if (resolution.status === 200 && leadEndpoint?.answerFormPage(request, response, pathname, resolution.file)) return
    sendFile(request, response, resolution.file, resolution.status)
  }
}

/** The security headers for this site: the CSP carries the hash of every inline style and script of its pages. */
export function siteSecurityHeaders(files: Map<string, SiteFile>): Record<string, string> {
  const pages = [...files.values()].filter((file) => file.contentType.startsWith('text/html'))
  return securityHeaders(inlineHashes(pages.map((file) => file.body.toString('utf8'))))
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: SiteFile, status: number) {
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : undefined
  const etag = etagFor(file, body ? encoding : undefined)
  response.setHeader('Content-Type', file.contentType)
  response.setHeader('Cache-Control', status === 404 ? 'no-store' : file.cacheControl)
  response.setHeader('ETag', etag)
  response.setHeader('Vary', 'Accept-Encoding')
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.writeHead(304).end()
    return
  }
  if (body) response.setHeader('Content-Encoding', encoding!)
  response.setHeader('Content-Length', (body ?? file.body).length)
  response.writeHead(status)
  response.end(request.method === 'HEAD' ? undefined : (body ?? file.body))
}

/** Longest request target served; a longer one is refused with 414 before any work. */
export const MAX_URL_LENGTH = 20_000

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/**
 * Node answers malformed requests itself (400, 408, 431) before any handler runs: this `clientError` listener
 * writes those answers with the site's security headers, then closes the connection.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy()
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request']
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}Content-Length: ${reason.length}\r\n\r\n${reason}`)
}

/** The path for logs, without query string (it may carry personal data). */
function safePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.slice(0, 200)
}
