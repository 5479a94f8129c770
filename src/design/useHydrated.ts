import { startTransition, useEffect, useState } from 'react'

/** Set at the first client-side navigation: from then on every component mounts fresh, in the browser. */
let pageHydrated = false

/**
 * Called when the visitor first leaves the prerendered page (`app/hydrate.tsx`). Not earlier: React hydrates the
 * page's Suspense boundaries one after the other, so a component of the layout can run its effects while the page's
 * own components are still hydrating, and those must still render what the server did.
 */
export function markPageHydrated(): void {
  pageHydrated = true
}

/**
 * False on the server and while React hydrates the prerendered HTML, true once the page runs in the browser (and at
 * once for anything mounted after a client-side navigation). Controls that need JavaScript render their
 * no-JavaScript form until then, so the HTML works before (or without) the script and hydration still matches it.
 * Each component switches in a task of its own, as a transition: React renders it in short slices after hydration,
 * and Preact (the built site's islands, where a transition renders at once) renders each control apart instead of
 * every control of an island in one blocking pass (about 40 ms at 4× CPU for the header's).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    if (hydrated) return
    const timer = setTimeout(() => startTransition(() => setHydrated(true)))
    return () => clearTimeout(timer)
  }, [hydrated])
  return hydrated
}
