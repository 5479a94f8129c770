/**
 * Request targets built to turn a redirect into a trip to another site, written exactly as they go on the wire.
 * Browsers read `\` as `/`, drop tabs and newlines, and take `//host` as another host; a server that echoes such a
 * path into `Location` (say by removing a trailing slash) sends its visitor away. Some are percent-encoded, so a
 * server that decodes before it redirects writes the dangerous form itself.
 */
export const HOSTILE_TARGETS: readonly string[] = [
  '//evil.com/',
  '//evil.com',
  '//evil.com/?a=1',
  '///evil.com//',
  '//',
  '///',
  '/%2F',
  '/%5Cevil.com/',
  '/%5cevil.com',
  '/\\evil.com/',
  '/\\/evil.com/',
  '/\\\\evil.com/',
  '/%5C%5Cevil.com/',
  '/%2F%2Fevil.com/',
  '/%2fevil.com/',
  '/%2f%5cevil.com/',
  '/%5c/evil.com/',
  '/%09/evil.com/',
  '/%0A/evil.com/',
  '/%0d%0aLocation:%20http://evil.com/',
  '/%20/evil.com/',
  '/.%2e/evil.com/',
  '/%2e%2e/evil.com/',
  '/x/%2e%2e//evil.com/',
  '/x/..//evil.com/',
  '/x/%2e%2e/%2fevil.com/',
  '/pt-br//evil.com/',
  '/pt-br/..//evil.com/',
  '/en-us/%2F%2Fevil.com/',
  '/pt-br%5C%5Cevil.com/',
  '/%E2%80%AE/evil.com/',
  '/%EF%BC%8F%EF%BC%8Fevil.com/',
  '/%C0%AF%C0%AFevil.com/',
  '/@evil.com/',
  '/%40evil.com/',
  '/evil.com%2F/',
  '/contact/%5C',
  '/contact%5C/',
  '/contact/?//evil.com',
  '/?/\\evil.com',
]

/** The same kind of targets with a raw control character or other byte no browser sends unencoded. */
export const RAW_BYTE_TARGETS: readonly string[] = ['/\t/evil.com/', '/\u202e/evil.com/', '/\u00e9/']

/** The origin a browser would be on; every `Location` must resolve back onto it (or onto the site's own hosts). */
export const SITE = 'http://site.test/'

/**
 * Where a browser on `SITE` goes when it follows `location`. The WHATWG URL parser is what browsers use: it reads
 * `\` as `/` and drops tabs and newlines, as they do.
 */
export function followedHost(location: string): string {
  return new URL(location, SITE).host
}
