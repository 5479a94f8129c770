import type { SiteSettings } from '../config/site'

/**
 * Third-party tracking, loaded only after consent: Consent Mode v2 defaults (everything denied) are set
 * before any tag, then granted, then the two tag-manager containers and the ad pixel are added as script
 * elements. This module is a separate chunk the browser fetches only when tracking starts.
 */
type Queue = unknown[][]
/** The pixel's command function, shaped like the vendor snippet's stub so the vendor script can take it over. */
interface Pixel {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: Queue
  push: Pixel
  loaded: boolean
  version: string
}
interface TrackingWindow {
  dataLayer?: unknown[]
  fbq?: Pixel
  _fbq?: unknown
}

type TrackingIds = SiteSettings['tracking']
/** The ids tracking started with; undefined until then. */
let tracking: TrackingIds | undefined

export function startTracking(path: string, ids: TrackingIds): void {
  if (tracking) return
  tracking = ids
  const win = window as unknown as TrackingWindow
  const dataLayer = (win.dataLayer ??= [])
  // gtag() must push the arguments object itself, as Google's snippet does.
  const gtag = function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  gtag('consent', 'update', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  })

  for (const id of ids.tagManagerIds) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
  }

  if (ids.pixelId) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue.push(args)
    } as Pixel
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' })
    win.fbq = fbq
    win._fbq = fbq
    fbq('init', ids.pixelId)
    addScript('https://connect.facebook.net/en_US/fbevents.js')
    trackPageView(path)
  }
}

/** A page-view with the path, on every route change; only once tracking runs and when the pixel exists. */
export function trackPageView(path: string): void {
  pixel()?.('track', 'PageView', { path })
}

/** The lead conversion, on the thank-you page. */
export function trackLead(): void {
  pixel()?.('track', 'Lead')
}

function pixel() {
  return tracking?.pixelId ? (window as unknown as TrackingWindow).fbq : undefined
}

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}
