import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates the prerendered HTML, true once the page runs in the browser (and at
 * once for anything mounted later). Controls that need JavaScript render their no-JavaScript form until then, so the
 * HTML works before (or without) the script and hydration still matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
