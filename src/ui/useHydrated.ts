import { startTransition, useEffect, useState } from 'react'

/** Set once the first page's hydration has committed: anything mounted from then on is in the browser at once. */
let pageHydrated = false

/**
 * False on the server and while React hydrates the prerendered HTML, true once the page runs in the browser (and at
 * once for anything mounted later). Controls that need JavaScript render their no-JavaScript form until then, so the
 * HTML works before (or without) the script and hydration still matches it. The switch is a transition: React renders
 * it in short slices after hydration instead of one blocking pass.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    // Effects run after the whole hydrated tree has committed, so no component still hydrating can read `true`.
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
