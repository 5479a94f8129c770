import { render, type ComponentChild } from 'preact'
import { createRoot } from 'preact/compat/client'
import type { HydrationOptions } from 'react-dom/client'

export { createRoot }

/**
 * `react-dom/client`'s `hydrateRoot` in the built site's browser bundles (`preactInBrowserPlugin`). Two things differ
 * from Preact's own:
 * - It renders over the server's HTML instead of hydrating it. The server renders with React, whose `useId` ids
 *   (`_R_6e_`) are not Preact's (`P0-1`), and Preact's hydration never touches an attribute: an element there at
 *   hydration kept React's id while one rendered later (the "read more" text's button, an opened menu) pointed at
 *   Preact's (`tests/e2e/ai-news.spec.ts`). Rendering over it, Preact reuses every server node and sets what
 *   differs, so the ids agree; the rest of the HTML is already what it renders, so nothing else changes
 *   (`tests/e2e/islands.spec.ts` checks that no node of an island is replaced).
 * - It honours React's `identifierPrefix`. Each island is a root of its own, and Preact numbers `useId` from each
 *   root: without a prefix, the header's menu and a block's text both got `P0-1`. Preact's `useId` reads its
 *   numbering from the nearest vnode that has one (`__m`, `[prefix, count]`, its build's name for `_mask`), so the
 *   prefix goes on the root element: ids become `P<prefix>-<count>`.
 */
export function hydrateRoot(container: Element, children: unknown, options?: HydrationOptions) {
  if (options?.identifierPrefix && children && typeof children === 'object')
    Object.assign(children, { __m: [options.identifierPrefix, 0] })
  // Preact's own `render`: its React layer's empties the container first (as React's `render` did), which would
  // replace every server node.
  render(children as ComponentChild, container)
  return createRoot(container)
}
