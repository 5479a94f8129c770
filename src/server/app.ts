import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { createLeadEndpoint } from './leads/leadEndpoint'
import { contentSecurityPolicy, inlineHashes, SECURITY_HEADERS, SVG_CONTENT_SECURITY_POLICY } from './securityHeaders'
import { hostRedirect, refusedHost, type LocaleHosts } from './hostRules'
import { acceptedEncoding, matchesIfNoneMatch } from './negotiation'
import { parseRequestTarget, readsAsAnotherHost } from './requestTarget'
import { CACHE_CONTROL, etagFor, pageFilePath, readSiteFile, resolveRequest, type SiteFile } from './staticSite'
import { DEFAULT_LOCALE, stripTrailingSlash } from '../i18n/locales'
import { notFoundUrls } from '../config/notFoundUrls'

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
  /**
   * The folder `files` was loaded from. With it, a path missing from `files` is looked up there once more (a file or
   * page a rebuild added while the server runs) and kept; without it, `files` is all there is.
   */
  root?: string
  /** Addresses pages' slugs replaced, each answered with a 301 to its new one (`loadMovedPages`). */
  moved?: ReadonlyMap<string, string>
}

/**
 * The production request handler: the prerendered site with strict headers. Whatever happens while answering, a
 * synchronous throw or a rejected promise, is logged (its kind, never its message: that may quote the request) and
 * answered 500, or the connection is cut when the answer had already begun; the server keeps serving.
 */
export function createApp({ files, leadEndpoint, log = () => {}, hosts = {}, root, moved }: AppOptions) {
  // Every answer carries the security headers; a page's CSP also allows its own inline CSS and entry loader, by
  // hash (`pageSecurityPolicy`), and nothing else inline.
  const headers = SECURITY_HEADERS
  const setHeaders = (response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  }

  const fail = (request: IncomingMessage, response: ServerResponse) => (error: unknown) => {
    try {
      log({ level: 'error', event: 'request-failed', path: safePath(request.url), ...errorKind(error) })
      if (response.headersSent) return void response.destroy()
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end('Internal Server Error')
    } catch {
      response.destroy()
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    setHeaders(response)
    const target = refusedHost(request.rawHeaders)
      ? ({ status: 400 } as const)
      : parseRequestTarget(request.url, request.headers.host)
    if ('status' in target) {
      const reason = target.status === 414 ? 'URI Too Long' : 'Bad Request'
      return void response.writeHead(target.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(reason)
    }
    if (leadEndpoint && target.path === LEAD_PATH) return leadEndpoint(request, response, files)

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed')
      return
    }
    const { path, pathname, search } = target
    const hostTarget = hostRedirect(request.headers.host, path, search, hosts)
    if (hostTarget) {
      response.writeHead(301, { Location: hostTarget, 'Cache-Control': CACHE_CONTROL.redirect }).end()
      return
    }
    // A page a rebuild added is served from now on, with its own CSP like every page.
    if (root && !readsAsAnotherHost(pathname)) await readAddedFiles(files, root, pathname)
    const resolution = readsAsAnotherHost(pathname)
      ? resolveRequest(files, notFoundUrls[DEFAULT_LOCALE], '')
      : resolveRequest(files, pathname, search, moved)
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location, 'Cache-Control': CACHE_CONTROL.redirect }).end()
      return
    }
    if (resolution.file.contentType.startsWith('text/html'))
      response.setHeader('Content-Security-Policy', pageSecurityPolicy(resolution.file))
    if (resolution.status === 200 && leadEndpoint?.answerFormPage(request, response, pathname, resolution.file)) return
    sendFile(request, response, resolution.file, resolution.status)
  }

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
    answer(request, response).catch(fail(request, response))
  }
}

const pagePolicies = new WeakMap<SiteFile, string>()

/**
 * The CSP of one page: the hashes of its own inline `<style>` and loader. Each page inlines the CSS it uses
 * (src/tools/build/export/pageCss.ts), so one policy for all pages would list every page's hash in every answer.
 * Computed once per file.
 */
export function pageSecurityPolicy(page: SiteFile): string {
  let policy = pagePolicies.get(page)
  if (policy === undefined) {
    policy = contentSecurityPolicy(inlineHashes([page.body.toString('utf8')]))
    pagePolicies.set(page, policy)
  }
  return policy
}

/**
 * Reads into `files` what a rebuild may have added at `pathname` since the server started: the file itself or the
 * page's `index.html`, when `files` holds neither.
 */
async function readAddedFiles(files: Map<string, SiteFile>, root: string, pathname: string): Promise<void> {
  const candidates = [pathname, pageFilePath(stripTrailingSlash(pathname))]
  if (candidates.some((path) => files.has(path))) return
  for (const path of candidates) {
    const file = await readSiteFile(root, path)
    if (file) files.set(path, file)
  }
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: SiteFile, status: number) {
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : undefined
  const etag = etagFor(file, body ? encoding : undefined)
  response.setHeader('Content-Type', file.contentType)
  if (file.contentType === 'image/svg+xml') response.setHeader('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
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
  answerRaw(socket, status, reason)
}

/**
 * `CONNECT` asks for a tunnel, which this server never opens. Node hands it to `connect` listeners instead of the
 * request handler and, without one, closes the connection with no answer: this listener answers 405.
 */
export function handleConnect(_request: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy()
  answerRaw(socket, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
}

/** Writes a whole plain-text answer with the security headers straight to the socket, then closes it. */
function answerRaw(socket: Duplex, status: number, reason: string, extra: Record<string, string> = {}) {
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}Content-Length: ${reason.length}\r\n\r\n${reason}`)
}

/** What kind of error it was, for logs: its class and code and where it was thrown, never its message. */
function errorKind(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error }
  const code = (error as Error & { code?: unknown }).code
  return { error: error.name, code, at: error.stack?.split('\n')[1]?.trim() }
}

/** The path for logs, without query string (it may carry personal data). */
function safePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.slice(0, 200)
}
