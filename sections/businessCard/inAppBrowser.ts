import { useSyncExternalStore } from 'react'

/** Instagram's in-app browser names itself in its user agent (`… Instagram 300.0.0.0 …`). */
export function isInstagramBrowser(userAgent: string): boolean {
  return userAgent.includes('Instagram')
}

/**
 * Whether the page runs inside Instagram's in-app browser, which cannot save downloaded files. Decided after
 * hydration: the server and the first client render say `false`, so the prerendered HTML is the same for
 * everyone and hydration matches it.
 */
export function useIsInstagramBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => isInstagramBrowser(navigator.userAgent),
    () => false,
  )
}

/** The user agent does not change while the page is open. */
function neverChanges(): () => void {
  return () => {}
}
