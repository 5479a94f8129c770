import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'

/**
 * What a dev endpoint does for a request: `read` answers it (a page's blocks, the catalog's entries); `act` does
 * something on this machine (opens a file in the editor) or, for any method but GET and HEAD, writes (saves a PO
 * entry).
 */
export type DevAccess = 'read' | 'act'

/** What the guard reads of a request (an `IncomingMessage`). */
export interface GuardedRequest {
  method?: string
  headers: IncomingHttpHeaders
  socket: { remoteAddress?: string }
}

/** The hosts the dev server answers besides loopback names and IP addresses (Vite's `server.allowedHosts`). */
export type AllowedHosts = true | readonly string[]

/**
 * Why a dev endpoint refuses `request`, or undefined when the request comes from the server's own page (or, for a
 * read, from this machine outside a browser, such as curl). The server's own origin is the `Host` the request was
 * sent to, a host the server answers (loopback, an IP address, `allowedHosts`: a name another site points at this
 * machine, DNS rebinding, is no own origin). A browser names the page that sent a request in `Origin` (every POST,
 * any cross-origin request) and `Sec-Fetch-Site` (secure contexts, `http://localhost` among them):
 * - an `Origin` other than the own one, or `null`, is refused;
 * - a `Sec-Fetch-Site` other than `same-origin` is refused, but `none` (typed in the address bar) for a read;
 * - a write (any method but GET and HEAD) needs the own `Origin`; an action (`act`) the own `Origin` or
 *   `Sec-Fetch-Site: same-origin`: without them nothing proves the request comes from the server's page;
 * - a read without either header is a program's on this machine (curl): answered from a loopback address only.
 */
export function originRefusal(
  request: GuardedRequest,
  access: DevAccess = 'read',
  allowedHosts: AllowedHosts = [],
): string | undefined {
  const host = single(request.headers.host)?.toLowerCase()
  if (!host) return 'the request names no Host'
  if (!isServedHost(host, allowedHosts)) return `the host ${host} is not one this dev server answers`
  const origin = single(request.headers.origin)
  const site = single(request.headers['sec-fetch-site'])
  if (origin !== undefined && !isOwnOrigin(origin, host)) return `it comes from another origin (${origin})`
  if (site !== undefined && site !== 'same-origin' && !(site === 'none' && access === 'read' && !writes(request)))
    return `it comes from another site (Sec-Fetch-Site: ${site})`
  if (writes(request))
    return origin === undefined ? `a ${request.method} needs the Origin of the server's own page` : undefined
  if (access === 'act')
    return origin === undefined && site !== 'same-origin'
      ? "it does not come from the server's own page (no Origin, no Sec-Fetch-Site: same-origin)"
      : undefined
  if (origin === undefined && site === undefined && !isLoopbackAddress(request.socket.remoteAddress))
    return `a request without Origin or Sec-Fetch-Site comes from this machine only, not ${request.socket.remoteAddress}`
  return undefined
}

/** Options of `devOriginGuard`. */
export interface GuardOptions {
  /** `act` for an endpoint that does something even on GET (opening the editor). */
  access?: DevAccess
  /** The dev server's `server.allowedHosts` (read at each request: the config is resolved after the plugins). */
  allowedHosts?: () => AllowedHosts | undefined
  /** Told each refusal, for the terminal. */
  onRefused?: (message: string) => void
}

/**
 * A Connect middleware for a dev endpoint, mounted before it: refuses with 403 what `originRefusal` refuses, passes
 * the rest on. The studio (`/__studio`), in-context translation (`/__translate/entries`) and Vite's
 * `/__open-in-editor` each sit behind one (docs/developers.md, "Who the dev server answers").
 */
export function devOriginGuard({ access = 'read', allowedHosts = () => [], onRefused }: GuardOptions = {}) {
  // Connect keeps the whole URL in `originalUrl` (`url` is relative to where the guard is mounted).
  return (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void => {
    const hosts = allowedHosts()
    const reason = originRefusal(request, access, hosts === true ? true : (hosts ?? []))
    if (!reason) return next()
    const message = `refused ${request.method} ${request.originalUrl ?? request.url}: ${reason}`
    onRefused?.(message)
    refuse(response, `${message}. The dev tools answer their own pages only.`)
  }
}

/** Answers 403 with `message`, as plain text no page can run. */
export function refuse(response: ServerResponse, message: string): void {
  response.statusCode = 403
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.end(`403 Forbidden: ${message}\n`)
}

/** Whether `address` (a socket's remote address) is this machine's loopback: 127.0.0.0/8, ::1, ::ffff:127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'))
}

const writes = (request: GuardedRequest) => !['GET', 'HEAD'].includes((request.method ?? 'GET').toUpperCase())

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function isOwnOrigin(origin: string, host: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host.toLowerCase() === host
  } catch {
    return false
  }
}

/** A Host the dev server answers, as Vite's own check reads it: loopback names, IP addresses, `allowedHosts`. */
function isServedHost(host: string, allowedHosts: AllowedHosts): boolean {
  if (allowedHosts === true) return true
  const name = hostname(host)
  if (name === undefined) return false
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0) return true
  return allowedHosts.some((allowed) =>
    allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed.toLowerCase(),
  )
}

/** The name or address of a Host header (`localhost:4260` → `localhost`, `[::1]:80` → `::1`). */
function hostname(host: string): string | undefined {
  try {
    const { hostname } = new URL(`http://${host}`)
    return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
  } catch {
    return undefined
  }
}
