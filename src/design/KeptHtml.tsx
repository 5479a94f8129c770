import { useState, type ReactNode } from 'react'

/** What a kept element gets instead of children: no HTML of its own (see `KeptHtml`). */
const KEEP = { __html: '' }

/** Whether the built site's island hydration is running (`keepingServerHtml`). */
let keeping = false

/**
 * Runs `hydrate` (the built site's synchronous hydration of one island, `hydrateIslands`) with every `KeptHtml` it
 * meets keeping the server's HTML.
 */
export function keepingServerHtml<T>(hydrate: () => T): T {
  keeping = true
  try {
    return hydrate()
  } finally {
    keeping = false
  }
}

/**
 * Children that need no script where they are, in a `display: contents` element: what the hydrated page replaces at
 * once (a no-JavaScript menu's panel, `useHydrated`), a plain link, or a part the screen does not show (the desktop
 * navigation on a phone). While the built site hydrates an island (`keepingServerHtml`), that element keeps the HTML
 * the server wrote inside it: Preact leaves an element's `dangerouslySetInnerHTML` alone while it hydrates, so nothing
 * inside is compared or walked, and the header's island hydrates in about a third less time (43–49 → 26–33 ms at 4×
 * CPU). `keep={false}` hydrates the children after all; a kept element stays the server's HTML for as long as it is
 * mounted (give it a new `key` to render its children). Everywhere else (the server, the dev server's React
 * hydration, tests) it renders its children.
 */
export function KeptHtml({ children, keep = true }: { children: ReactNode; keep?: boolean }) {
  const [kept] = useState(() => keeping && keep)
  if (kept) return <div className="contents" dangerouslySetInnerHTML={KEEP} />
  return <div className="contents">{children}</div>
}
