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
 * Children with no behaviour that the hydrated page replaces at once (a no-JavaScript menu's panel, `useHydrated`),
 * in a `display: contents` element. While the built site hydrates an island (`keepingServerHtml`), that element keeps
 * the HTML the server wrote inside it: Preact leaves an element's `dangerouslySetInnerHTML` alone while it hydrates,
 * so nothing inside is compared or walked, and the header's island hydrates in about a third less time (43–49 →
 * 26–33 ms at 4× CPU). Everywhere else (the server, the dev server's React hydration, tests) it renders its children.
 */
export function KeptHtml({ children }: { children: ReactNode }) {
  const [kept] = useState(() => keeping)
  if (kept) return <div className="contents" dangerouslySetInnerHTML={KEEP} />
  return <div className="contents">{children}</div>
}
