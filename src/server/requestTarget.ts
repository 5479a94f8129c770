import { hostParts } from './hostRules'

/** Longest request target served; a longer one is refused with 414 before any work. */
export const MAX_URL_LENGTH = 20_000

/** A request target the site can look up. */
export interface RequestTarget {
  /** The path as sent, still percent-encoded: `/pt-br/quem-somos`. */
  path: string
  /** The path percent-decoded, as the site's files are named. */
  pathname: string
  /** The query with its `?`, or '' when there is none (or it is empty). */
  search: string
}

/** Why a request target cannot be answered: 400 it is not one, 414 it is too long. */
export interface TargetRefusal {
  status: 400 | 414
}

/** Visible ASCII, the only characters of a request target (RFC 9112 3.2; `#` starts a fragment, never sent). */
const TARGET_CHARACTERS = /^[\x21-\x22\x24-\x7e]*$/
const ABSOLUTE_FORM = /^https?:\/\/([^/?]*)(.*)$/i

/**
 * Parses `request.url` without ever throwing (`new URL('//', base)` throws, and `new URL('//evil.com', base)` reads
 * a host where there is a path). Accepted: the origin form `/path?query`, and the absolute form
 * `http(s)://host/path?query` when its host is the `Host` header (RFC 9112 3.2.2 asks servers to accept it; with one
 * authority, everything downstream can keep reading `Host`). Refused with 400: `*`, the authority form, any other
 * text, a fragment, a character outside visible ASCII, a path that does not percent-decode, a path with a dot segment
 * (`/./`, `/../`, also encoded: `%2e`, `%2f`: browsers resolve them before sending; nginx, which would resolve them
 * itself, refuses them too: `$bad_target` in src/tools/build/export/nginx.ts). Otherwise the path is taken as sent: no
 * slash folding (the site's files are looked up exactly). The absolute form's host and the `Host` header are compared
 * as nginx reads them (`hostParts`: case and a trailing dot aside).
 */
export function parseRequestTarget(url: string | undefined, host: string | undefined): RequestTarget | TargetRefusal {
  const target = url ?? ''
  if (target.length > MAX_URL_LENGTH) return { status: 414 }
  if (!TARGET_CHARACTERS.test(target)) return { status: 400 }
  const absolute = ABSOLUTE_FORM.exec(target)
  if (absolute && !sameAuthority(absolute[1]!, host ?? '')) return { status: 400 }
  const origin = absolute ? absolute[2]!.replace(/^(?!\/)/, '/') : target
  if (!origin.startsWith('/')) return { status: 400 }
  const queryAt = origin.indexOf('?')
  const path = queryAt === -1 ? origin : origin.slice(0, queryAt)
  const query = queryAt === -1 ? '' : origin.slice(queryAt)
  let pathname: string
  try {
    pathname = decodeURIComponent(path)
  } catch {
    return { status: 400 }
  }
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return { status: 400 }
  return { path, pathname, search: query === '?' ? '' : query }
}

function sameAuthority(a: string, b: string): boolean {
  const [first, second] = [hostParts(a), hostParts(b)]
  return first !== undefined && first.name === second?.name && first.port === second.port
}

/**
 * True for a decoded path that a browser would read as another host if it were sent back in a `Location`
 * (`//evil.com`, `/\evil.com`): no page of the site has such a path, so it is simply not found.
 */
export function readsAsAnotherHost(pathname: string): boolean {
  return pathname.startsWith('//') || pathname.includes('\\')
}
