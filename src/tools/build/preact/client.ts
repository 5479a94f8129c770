import { hydrate, type ComponentChild, type VNode } from 'preact'
import { createRoot } from 'preact/compat/client'
import type { HydrationOptions } from 'react-dom/client'

export { createRoot }

/** The attributes that name another element by its id (`useId`'s ids end up in these). */
const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-labelledby': 'aria-labelledby',
  'aria-errormessage': 'aria-errormessage',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-owns': 'aria-owns',
}

/**
 * `react-dom/client`'s `hydrateRoot` in the built site's browser bundles (`preactInBrowserPlugin`). Two things differ
 * from Preact's own:
 * - The ids agree. The server renders with React, whose `useId` ids (`_R_6e_`) are not Preact's (`P0-1`), and
 *   Preact's hydration leaves attributes as they are: an element there at hydration kept React's id while one
 *   rendered later (the "read more" text's button, an opened menu) pointed at Preact's (`tests/e2e/ai-news.spec.ts`).
 *   Once hydrated, each element's id and id references are set to what Preact rendered. Everything else stays as
 *   the server wrote it and as the visitor left it (what was typed before the script came, a form's values the
 *   server sent back: `tests/e2e/forms-nojs.spec.ts`).
 * - It honours React's `identifierPrefix`. Each island is a root of its own, and Preact numbers `useId` from each
 *   root: without a prefix, the header's menu and a block's text both got `P0-1`. Preact's `useId` reads its
 *   numbering from the nearest vnode that has one (`__m`, `[prefix, count]`, its build's name for `_mask`), so the
 *   prefix goes on the root element: ids become `P<prefix>-<count>`.
 */
export function hydrateRoot(container: Element, children: unknown, options?: HydrationOptions) {
  if (options?.identifierPrefix && children && typeof children === 'object')
    Object.assign(children, { __m: [options.identifierPrefix, 0] })
  hydrate(children as ComponentChild, container)
  alignIds((container as Element & { __k?: VNode }).__k)
  return createRoot(container)
}

/** The rendered tree as Preact's build names it: children `__k`, element `__e`. */
type RenderedVNode = VNode & { __k?: (RenderedVNode | null)[] | null; __e?: Node | null }

/** Sets every element's id and id references to what Preact rendered, under `vnode`. */
function alignIds(vnode: RenderedVNode | undefined | null): void {
  if (!vnode) return
  const element = vnode.__e
  if (typeof vnode.type === 'string' && element instanceof Element) {
    const props = vnode.props as Record<string, unknown>
    for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
      const value = props[prop]
      if (typeof value === 'string' && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
    }
  }
  for (const child of vnode.__k ?? []) alignIds(child)
}
