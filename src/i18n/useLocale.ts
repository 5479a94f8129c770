import { useRouterState } from '@tanstack/react-router'
import { localeOfPath, type Locale } from './locales'

/** The locale of the current page, read from its path (pt-br when the path names none). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeOfPath(state.location.pathname) })
}

/** The current path, without query or hash. */
export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}
