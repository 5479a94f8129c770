import { useEffect, useRef } from 'react'
import { useSiteData } from '../router/runtime'
import { useRouterState } from '../router/react'
import { BANNER_DELAY_MS, BANNER_WAIT_MARK, useConsentStore } from './consentStore'

type TrackingModule = typeof import('./tracking')
let trackingModule: Promise<TrackingModule> | undefined
/** The tracking chunk, fetched the first time consent allows it. */
export const loadTracking = () => (trackingModule ??= import('./tracking'))

/**
 * Site-wide effects of consent and navigation: show the banner after its delay when there is no stored choice
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
    const timer = setTimeout(
      () => useConsentStore.getState().choice === null && useConsentStore.getState().reopen(),
      BANNER_DELAY_MS,
    )
    return () => clearTimeout(timer)
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
