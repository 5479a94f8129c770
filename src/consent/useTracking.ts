import { useEffect, useRef } from 'react'
import { useSiteData } from '../router/runtime'
import { useRouterState } from '../router/react'
import { BANNER_DELAY_MS, BANNER_WAIT_MARK, useConsentStore } from './consentStore'

/**
 * The longest the banner waits for the page's fonts, from the start of its delay: the time browsers give a
 * `font-display: block` face before they draw the fallback.
 */
const BANNER_FONT_WAIT_MS = 3000

type TrackingModule = typeof import('./tracking')
let trackingModule: Promise<TrackingModule> | undefined
/** The tracking chunk, fetched the first time consent allows it. */
export const loadTracking = () => (trackingModule ??= import('./tracking'))

/**
 * Site-wide effects of consent and navigation: show the banner after its delay (and the page's fonts) when there is no stored choice
 * (unless `withBanner` is false), start tracking once accepted, and on every route change send a page-view.
 */
export function useTracking(withBanner: boolean) {
  const pathname = useRouterState((state) => state.location.pathname)
  // Only the choice: the banner opening must not re-render the page around it.
  const choice = useConsentStore((state) => state.choice)
  const ids = useSiteData().settings.tracking
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (!withBanner || useConsentStore.getState().choice !== null) return
    // The moment the wait starts, on the page's timeline (DevTools, and the e2e test that checks the delay).
    performance.mark(BANNER_WAIT_MARK)
    let waiting = true
    const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
    // The banner is text the script adds to the first screen after the first paint. Opened while the brand face is
    // still on its way, it is drawn in the fallback and wraps again when the face arrives: the fallback is sized on
    // English text and is 1–2 % wider on Portuguese and Spanish, so a line that just fits in the face does not in the
    // fallback (`/es-es/contato` at 390 px: "aceptas." fits the first line in the face only, and "Saber más" moved
    // with it, layout shift 0.0014 in font.spec). So it opens after its delay and once the page's fonts are in
    // (loaded, or failed: the fallback then stays), waiting for them at most BANNER_FONT_WAIT_MS.
    void Promise.all([after(BANNER_DELAY_MS), Promise.race([document.fonts.ready, after(BANNER_FONT_WAIT_MS)])]).then(
      () => waiting && useConsentStore.getState().choice === null && useConsentStore.getState().reopen(),
    )
    return () => {
      waiting = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, [])

  useEffect(() => {
    if (choice === 'accepted')
      void loadTracking().then((tracking) => tracking.startTracking(window.location.pathname, ids))
  }, [choice, ids])

  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    if (useConsentStore.getState().choice === 'accepted')
      void loadTracking().then((tracking) => tracking.trackPageView(pathname))
  }, [pathname])
}

/** The lead conversion, sent once when a page with it loads (thank-you) and the visitor accepted tracking. */
export function useLeadConversion() {
  const ids = useSiteData().settings.tracking
  useEffect(() => {
    if (useConsentStore.getState().choice !== 'accepted') return
    void loadTracking().then((tracking) => {
      tracking.startTracking(window.location.pathname, ids)
      tracking.trackLead()
    })
  }, [ids])
}
