import { useSyncExternalStore } from 'react'

/** The width from which the headers show their full navigation bar (Tailwind's `lg`). */
export const WIDE_SCREEN = '(min-width: 64rem)'

/**
 * Whether the screen matches `query` (a CSS media query), kept up to date as the window is resized or turned. False
 * on the server, which knows no screen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
