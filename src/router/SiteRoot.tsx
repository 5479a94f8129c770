import { Outlet } from '@tanstack/react-router'
import { ConsentBanner } from '../consent/ConsentBanner'
import { useTracking } from '../consent/useTracking'
import { usePathname } from '../i18n/useLocale'
import { findSiteRoute } from './routeTable'

/** Around every page: the cookie banner (not on bare pages such as the business card) and site-wide effects. */
export function SiteRoot() {
  const page = findSiteRoute(usePathname())?.page
  const withBanner = page?.layout !== 'bare'
  useTracking(withBanner)
  return (
    <>
      {withBanner && <ConsentBanner />}
      <Outlet />
    </>
  )
}
