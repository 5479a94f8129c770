import { useRouterState } from '@tanstack/react-router'
import type { PageConfig } from '../config/pages'
import type { SiteRouteData } from '../router/siteRoute'
import { DEFAULT_LOCALE, type Locale } from './locales'

/** The data of the page route on screen (undefined on the not-found page). */
export function useSiteRoute(): SiteRouteData | undefined {
  return useRouterState({ select: (state) => state.matches.at(-1)?.staticData.site })
}

/** The locale of what is on screen: that of the matched route (the not-found page reads it from its path). */
export function useLocale(): Locale {
  return useRouterState({
    select: (state) => {
      const root = state.matches[0]?.loaderData as { locale: Locale } | undefined
      return state.matches.at(-1)?.staticData.site?.locale ?? root?.locale ?? DEFAULT_LOCALE
    },
  })
}

/** The configured page on screen, from its route's loader (undefined on the not-found page). */
export function usePage(): PageConfig | undefined {
  return useRouterState({
    select: (state) => (state.matches.at(-1)?.loaderData as { page?: PageConfig } | undefined)?.page,
  })
}

/** The current path, without query or hash. */
export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}
