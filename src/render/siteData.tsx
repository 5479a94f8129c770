import { createContext, useContext, type ReactNode } from 'react'
import type { SiteData } from '../router/siteData'

const SiteDataContext = createContext<SiteData | null>(null)

/** Hands the site's settings, menus and URLs to every component below (the engine never imports them). */
export function SiteDataProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteDataContext value={site}>{children}</SiteDataContext>
}

export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext)
  if (!site) throw new Error('useSiteData() needs a <SiteDataProvider> above it (see src/App.tsx)')
  return site
}
