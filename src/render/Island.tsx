import type { ReactNode } from 'react'

/** The attribute that names an island in the HTML (`<div data-island="block">`). */
export const ISLAND_ATTRIBUTE = 'data-island'

/**
 * Marks what it wraps as an island: a part of the page with behaviour (a form, a carousel, a menu, the cookie
 * banner). The built site hydrates islands only (`hydrateIslands`); everything else stays the server's HTML and its
 * code never reaches the browser. `name` says what to hydrate it with: `block` (the page's block at `block`, by its
 * section), `header` (the page layout's header) or one of the engine's own (`consent`, `cookie-settings`, `lead-conversion`). The
 * wrapper is `display: contents`: it adds no box, so the page lays out as without it.
 */
export function Island({ name, block, children }: { name: string; block?: number; children: ReactNode }) {
  return (
    <div data-island={name} data-block={block} className="contents">
      {children}
    </div>
  )
}
