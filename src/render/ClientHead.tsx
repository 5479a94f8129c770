import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useHydrated } from '../design/useHydrated'
import { RouteHeadTags } from './RouteHeadTags'
import { serverHeadNodes } from './serverHead'

/**
 * The browser side of the one head path: after hydration, the tags the server rendered from the routes' `head`
 * are handed over to `<RouteHeadTags />`, which renders the same tags from the same route `head` and keeps them
 * up to date on every client-side navigation (title, description, canonical, hreflang, Open Graph…).
 */
export function ClientHead() {
  // False while hydrating (the server's tags are in place), true from the transition after it.
  const hydrated = useHydrated()
  // Taken while hydrating, before React adds any tag of its own (it may insert them among the server's).
  const [serverTags] = useState(() => (typeof document === 'undefined' ? [] : serverHeadNodes(document.head)))
  // After the first commit with the portal the route tags are in place: the server's copies can go.
  useEffect(() => {
    if (hydrated) for (const node of serverTags) node.remove()
  }, [hydrated, serverTags])
  return hydrated ? createPortal(<RouteHeadTags />, document.head) : null
}
