import { DEFAULT_LOCALE, parseLocalePath, type Locale } from '../i18n/locales'

/** The site's own host for each locale that has one, without `www.` (the site settings' `hosts`). */
export type LocaleHosts = Partial<Record<Locale, string>>

/**
 * The spec's host rules: a locale's own host at `/` goes to that locale's home; a path in a locale that has its own
 * host, requested on another locale's host, goes to that host (`www.` kept, path and query kept). Hosts are matched
 * against the allow-list only and every `Location` is built from it, never from the request. Unknown hosts: no rule.
 */
export function hostRedirect(
  hostHeader: string | undefined,
  pathname: string,
  search: string,
  hosts: LocaleHosts,
): string | undefined {
  const requested = hostName(hostHeader ?? '') ?? ''
  const www = requested.startsWith('www.')
  const bare = www ? requested.slice(4) : requested
  const hostLocale = (Object.entries(hosts) as Array<[Locale, string]>).find(([, host]) => host === bare)?.[0]
  if (!hostLocale) return undefined
  if (pathname === '/' && hostLocale !== DEFAULT_LOCALE) return `/${hostLocale}${search}`
  const pathLocale = parseLocalePath(pathname).locale
  const target = pathLocale && pathLocale !== hostLocale ? hosts[pathLocale] : undefined
  if (!target || !pathname.startsWith('/') || pathname.startsWith('//')) return undefined
  return `https://${www ? 'www.' : ''}${target}${pathname}${search}`
}

/** A `Host` value read as nginx reads it (`ngx_http_validate_host`): its host name and what follows it (the port). */
export interface HostParts {
  /** In lower case, without the trailing dot of a fully qualified name: `Example.COM.:8080` → `example.com`. */
  name: string
  /** What follows the name: `:8080`, or ''. */
  port: string
}

/**
 * Splits a `Host` value (or the authority of an absolute-form target) as nginx does, so that both servers take the
 * same host for the host rules: the name ends at the first `:` (after the `]` of an IPv6 literal), one trailing dot
 * is dropped (`nuvora.example.` is `nuvora.example`), ASCII letters are lowered. Undefined for what nginx refuses with
 * 400: an empty name, two dots in a row, a `/`, a space, a control character.
 */
export function hostParts(value: string): HostParts | undefined {
  let end = value.length
  let dot = -2
  let state: 'name' | 'literal' | 'rest' = 'name'
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code === 0x2e) {
      if (dot === index - 1) return undefined
      dot = index
    } else if (code === 0x3a) {
      if (state === 'name') [end, state] = [index, 'rest']
    } else if (code === 0x5b) {
      if (index === 0) state = 'literal'
    } else if (code === 0x5d) {
      if (state === 'literal') [end, state] = [index + 1, 'rest']
    } else if (code === 0x2f || code <= 0x20 || code === 0x7f) return undefined
  }
  const nameEnd = dot === end - 1 ? end - 1 : end
  if (nameEnd === 0) return undefined
  return {
    name: value.slice(0, nameEnd).replace(/[A-Z]+/g, (letters) => letters.toLowerCase()),
    port: value.slice(end),
  }
}

/** The host name of a `Host` value (`hostParts`), or undefined when nginx would refuse it. */
export const hostName = (value: string): string | undefined => hostParts(value)?.name

/**
 * True when a request's `Host` cannot be answered, as nginx refuses it with 400: sent twice (even twice the same; Node
 * would keep the first, nginx refuses), or not a host name (`hostParts`). A request without `Host` is not refused here
 * (Node already refuses one in HTTP/1.1; HTTP/1.0 has none).
 */
export function refusedHost(rawHeaders: readonly string[]): boolean {
  const values = rawHeaders.filter((_, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === 'host')
  return values.length > 1 || (values.length === 1 && hostParts(values[0]!) === undefined)
}
