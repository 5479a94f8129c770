import { ConsentBanner } from './ConsentBanner'
import { useTracking } from './useTracking'

/**
 * Consent on every page: the cookie banner (unless the page hides it, `withBanner` false) and tracking once the
 * visitor accepts. An island of its own (`consent`): the banner opens after the first paint, in the browser.
 */
export function Consent({ withBanner }: { withBanner: boolean }) {
  useTracking(withBanner)
  return withBanner ? <ConsentBanner /> : null
}
