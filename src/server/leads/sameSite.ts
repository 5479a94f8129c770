import type { IncomingHttpHeaders } from 'node:http'

/**
 * The origin a form post comes from, when it is this site (or one of `allowedOrigins`): its `Origin`, or failing
 * that its `Referer`, must name the request's own host. Null for a post that carries neither, `Origin: null`, or
 * another site: browsers send at least one of them with every form post, so only a cross-site or forged request
 * is refused.
 */
export function sameSiteOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): string | null {
  const claimed = headers.origin ?? headers.referer
  if (claimed === undefined || headers.host === undefined) return null
  let url: URL
  try {
    url = new URL(claimed)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.host === headers.host.toLowerCase() || allowedOrigins.includes(url.origin) ? url.origin : null
}
