import { createContext, useContext, type ReactNode } from 'react'
import type { SiteData } from '../config/site'
import type { Locale } from '../i18n/locales'
import { useRouterState } from './react'
import type { SiteRouteData } from './siteRoute'

/**
 * What components read at run time, in one place: the site's data (settings, menus) and what the router shows
 * (its locale, its route, its path).
 */

const SiteDataContext = createContext<SiteData | null>(null)

/** Hands the site's settings and menus to every component below (the engine never imports them). */
export function SiteDataProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteDataContext value={site}>{children}</SiteDataContext>
}

export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext)
  if (!site) throw new Error('useSiteData() needs a <SiteDataProvider> above it (see src/render/SiteApp.tsx)')
  return site
}

/** The data of the page route on screen (undefined on the not-found page). */
export function useSiteRoute(): SiteRouteData | undefined {
  return useRouterState((state) => state.match.route)
}

/** The locale of what is on screen: that of the matched route (the not-found page reads it from its path). */
export function useLocale(): Locale {
  return useRouterState((state) => state.match.locale)
}

/** The current path, without query or hash. */
export function usePathname(): string {
  return useRouterState((state) => state.location.pathname)
}
