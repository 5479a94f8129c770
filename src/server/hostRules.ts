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
  const requested = (hostHeader ?? '').toLowerCase().split(':')[0] ?? ''
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
