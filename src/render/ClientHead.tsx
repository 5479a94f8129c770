import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { RouteHeadTags } from './RouteHeadTags'

/** Marks the route-managed tags the server wrote into `<head>` (see `src/vike/+onRenderHtml.tsx`). */
export const SERVER_HEAD_START = 'route-head'
export const SERVER_HEAD_END = '/route-head'

/**
 * The browser side of the one head path: after hydration, the tags the server rendered from the routes' `head`
 * are handed over to `<RouteHeadTags />`, which renders the same tags from the same route `head` and keeps them
 * up to date on every client-side navigation (title, description, canonical, hreflang, Open Graph…).
 */
export function ClientHead() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    removeServerHead(document.head)
    setHydrated(true)
  }, [])
  return hydrated ? createPortal(<RouteHeadTags />, document.head) : null
}

function removeServerHead(head: HTMLHeadElement) {
  let inside = false
  for (const node of [...head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null
    if (marker === SERVER_HEAD_START) inside = true
    if (inside) node.remove()
    if (marker === SERVER_HEAD_END) inside = false
  }
}
