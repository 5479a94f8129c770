/**
 * Headers sent with every response. The CSP allows no inline script and no eval: the site ships none
 * (Vike's page data is `type="application/json"`, form validators are precompiled).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Tag managers and the ad pixel, which the site loads only after the visitor accepts cookies (src/consent).
  "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
  "style-src 'self'",
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

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
