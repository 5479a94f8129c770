import { Outlet } from '@tanstack/react-router'
import { ConsentBanner } from '../consent/ConsentBanner'
import { useTracking } from '../consent/useTracking'
import { usePathname } from '../i18n/useLocale'
import { findSiteRoute } from './routeTable'

/** Around every page: the cookie banner (unless the page hides it) and site-wide effects. */
export function SiteRoot() {
  const page = findSiteRoute(usePathname())?.page
  const withBanner = !page?.hideConsentBanner
  useTracking(withBanner)
  return (
    <>
      {withBanner && <ConsentBanner />}
      <Outlet />
    </>
  )
}
