import { createHash } from 'node:crypto'

/** The CSP sources of the inline elements the build writes into a page (`src/tools/build/export/firstPaint.ts`). */
export interface InlineHashes {
  /** The page's CSS, one `<style>` in `<head>`. */
  styles?: readonly string[]
  /** The few bytes that load the client entry after the first paint. */
  scripts?: readonly string[]
}

/**
 * The CSP allows no eval and nothing inline but the exact elements the build writes (their hashes, `inlineHashes`):
 * the page's CSS and the loader of the client entry. Form validators are precompiled; the page data is
 * `type="application/json"`. Never `unsafe-inline`.
 */
export function contentSecurityPolicy({ styles = [], scripts = [] }: InlineHashes = {}): string {
  return [
    "default-src 'self'",
    // Tag managers and the ad pixel, which the site loads only after the visitor accepts cookies (src/consent).
    ["script-src 'self'", ...scripts, 'https://www.googletagmanager.com https://connect.facebook.net'].join(' '),
    ["style-src 'self'", ...styles].join(' '),
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

/**
 * The CSP of every SVG the site serves, in place of the pages' (the Node server, nginx and the CDN's `_headers`
 * alike): an image opened at its own URL is a document, so it loads nothing, runs nothing and is sandboxed (no
 * script, no form, no origin of its own); only its inline styles apply. The build already refuses SVGs that could
 * (`src/tools/build/media/svgSafety.ts`); this holds for any SVG that would slip through, and for those under public/.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Headers sent with every response; `inline`: the CSP sources of the site's inline elements (`inlineHashes`). */
export function securityHeaders(inline: InlineHashes = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inline),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/** The headers of answers that are never a page (Node's own 400/408/431): nothing inline to allow. */
export const SECURITY_HEADERS: Record<string, string> = securityHeaders()

/** `'sha256-…'`: the CSP source that allows an inline element with exactly this text (as the browser hashes it). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The CSP sources of every inline `<style>` and inline executable `<script>` (no `src`; a data block such as
 * `application/json` is not script) in these HTML documents, each once, sorted. Each page inlines the CSS it uses
 * and the same entry loader, so a page's answer allows its own (src/server/app.ts `pageSecurityPolicy`, the nginx
 * and CDN files alike).
 */
export function inlineHashes(documents: Iterable<string>): Required<InlineHashes> {
  const styles = new Set<string>()
  const scripts = new Set<string>()
  for (const html of documents) {
    for (const [, css] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styles.add(hashSource(css!))
    for (const [, attributes, code] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes ?? '')) continue
      const type = /\stype="([^"]*)"/i.exec(attributes ?? '')?.[1]?.toLowerCase()
      if (type === undefined || type === '' || type === 'module' || type.includes('javascript'))
        scripts.add(hashSource(code!))
    }
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() }
}
