import { createHash } from 'node:crypto'

/**
 * The CSP, which allows no inline script and no eval: the site ships none (the page data is
 * `type="application/json"`, form validators are precompiled). The only inline code is each page's critical CSS,
 * a `<style>` element in `<head>` (written by the build, `src/build/export/inlineCss.ts`), allowed by the hash of
 * its exact content: pass those hashes (`inlineStyleHashes`) and nothing else inline is allowed.
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // Tag managers and the ad pixel, which the site loads only after the visitor accepts cookies (src/consent).
    "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: https://www.googletagmanager.com https://www.facebook.com",
    "font-src 'self'",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com https://connect.facebook.net",
    // Only the privacy-enhanced YouTube player, loaded after a visitor clicks a video (sections/videoCarousel).
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers sent with every response; `styleHashes`: the CSP sources of the site's inline `<style>` elements. */
export function securityHeaders(styleHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(styleHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/** The headers of answers that are never a page (Node's own 400/408/431): no inline style to allow. */
export const SECURITY_HEADERS: Record<string, string> = securityHeaders()
export const CONTENT_SECURITY_POLICY = SECURITY_HEADERS['Content-Security-Policy']!

/** `'sha256-…'`: the CSP source that allows an inline `<style>` with exactly this text (as the browser hashes it). */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`
}

/**
 * The CSP sources of every inline `<style>` element in these HTML documents, each once, sorted. The build inlines
 * the same stylesheet in every page, so this is one hash; a page with other inline CSS would add its own.
 */
export function inlineStyleHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>()
  for (const html of documents)
    for (const [, css] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) hashes.add(styleHashSource(css!))
  return [...hashes].sort()
}
