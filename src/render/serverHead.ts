import type { RouteHead } from './head'

/** Marks the route-managed tags the server writes into `<head>` (see `app/+onRenderHtml.tsx`). */
export const SERVER_HEAD_START = 'route-head'
export const SERVER_HEAD_END = '/route-head'

/**
 * The nodes between the server's markers among `parent`'s children, markers included: the tags `pageHead` made for
 * the page, which `<ClientHead />` takes over after hydration.
 */
export function serverHeadNodes(parent: ParentNode): ChildNode[] {
  const nodes: ChildNode[] = []
  let inside = false
  for (const node of parent.childNodes) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null
    if (marker === SERVER_HEAD_START) inside = true
    if (inside) nodes.push(node)
    if (marker === SERVER_HEAD_END) inside = false
  }
  return nodes
}

/**
 * The head the server rendered for the page of `html` (a prerendered page, as client-side navigation fetches it), read
 * back from its tags: the browser never computes a page's head itself, so the code that does (`head.ts`, the social
 * cards' paths, the paged lists' titles) stays on the server. Empty for HTML without the markers.
 */
export function serverHeadOfHtml(html: string): RouteHead {
  const start = html.indexOf(`<!--${SERVER_HEAD_START}-->`)
  const end = html.indexOf(`<!--${SERVER_HEAD_END}-->`, start)
  // A template's content is inert: its scripts never run, its links never load.
  const template = document.createElement('template')
  template.innerHTML = start === -1 || end === -1 ? '' : html.slice(start, end + `<!--${SERVER_HEAD_END}-->`.length)
  return serverHead(template.content)
}

/** The head the server rendered into `parent` (the opened page's `document.head`), read back from its tags. */
export function serverHead(parent: ParentNode): RouteHead {
  const head: RouteHead = { meta: [], links: [] }
  for (const node of serverHeadNodes(parent)) {
    if (!(node instanceof Element)) continue
    const attribute = (name: string) => node.getAttribute(name) ?? ''
    if (node.localName === 'title') head.meta.push({ title: node.textContent ?? '' })
    else if (node.localName === 'meta' && node.hasAttribute('property'))
      head.meta.push({ property: attribute('property'), content: attribute('content') })
    else if (node.localName === 'meta') head.meta.push({ name: attribute('name'), content: attribute('content') })
    else if (node.localName === 'script' && attribute('type') === 'application/ld+json')
      head.meta.push({ 'script:ld+json': JSON.parse(node.textContent ?? '{}') as Record<string, unknown> })
    else if (node.localName === 'link')
      head.links.push({
        rel: attribute('rel'),
        href: attribute('href'),
        ...(node.hasAttribute('hreflang') ? { hrefLang: attribute('hreflang') } : {}),
      })
  }
  return head
}
