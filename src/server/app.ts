import type { IncomingMessage, ServerResponse } from 'node:http'
import type { createLeadEndpoint } from './leads/leadEndpoint'
import { SECURITY_HEADERS } from './securityHeaders'
import { resolveRequest, type SiteFile } from './staticSite'

/** Where the site's forms post their leads by default. */
export const LEAD_PATH = '/api/mail/contact'

export interface AppOptions {
  /** The prerendered site, from `loadSite()`. */
  files: Map<string, SiteFile>
  /** The lead intake (`POST /api/mail/contact`, JSON and forms without JavaScript); without it that path is a plain 404. */
  leadEndpoint?: ReturnType<typeof createLeadEndpoint>
  /** Called once per request with a structured log line (no personal data). */
  log?: (entry: Record<string, unknown>) => void
}

/** The production request handler: the prerendered site with strict headers. */
export function createApp({ files, leadEndpoint, log = () => {} }: AppOptions) {
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
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value)

    if (leadEndpoint && request.url?.split('?')[0] === LEAD_PATH) {
      leadEndpoint(request, response, files).catch((error: unknown) => {
        log({ event: 'lead-error', error: error instanceof Error ? error.message : String(error) })
        if (!response.headersSent)
          response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"error":"not stored"}')
      })
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
    const resolution = resolveRequest(files, pathname, url.search)
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location, 'Cache-Control': 'public, max-age=3600' }).end()
      return
    }
    if (resolution.status === 200 && leadEndpoint?.answerFormPage(request, response, pathname, resolution.file)) return
    sendFile(request, response, resolution.file, resolution.status)
  }
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: SiteFile, status: number) {
  response.setHeader('Content-Type', file.contentType)
  response.setHeader('Cache-Control', status === 404 ? 'no-store' : file.cacheControl)
  response.setHeader('ETag', file.etag)
  response.setHeader('Vary', 'Accept-Encoding')
  if (status === 200 && request.headers['if-none-match'] === file.etag) {
    response.writeHead(304).end()
    return
  }
  const accepted = String(request.headers['accept-encoding'] ?? '')
  const [body, encoding] =
    file.brotli && /\bbr\b/.test(accepted)
      ? [file.brotli, 'br']
      : file.gzip && /\bgzip\b/.test(accepted)
        ? [file.gzip, 'gzip']
        : [file.body, undefined]
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.writeHead(status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** The path for logs, without query string (it may carry personal data). */
function safePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.slice(0, 200)
}
