/** The pages fetched ahead in this document, by path and query. */
const prefetched = new Set<string>()

/**
 * Fetches a page of the site ahead of a likely visit, once, with `<link rel="prefetch">`: the browser keeps it for
 * the navigation that follows, so the next page arrives from its cache. Other origins and the page on screen are
 * left alone.
 */
export function prefetchPage(href: string): void {
  const url = new URL(href, location.href)
  if (url.origin !== location.origin) return
  const key = url.pathname + url.search
  if (key === location.pathname + location.search || prefetched.has(key)) return
  prefetched.add(key)
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.href = key
  document.head.append(link)
}

/** What says a visitor is about to follow a link: a pointer over it, focus on it, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Fetches ahead the page behind any link of the site the visitor approaches, whether or not it is in an island:
 * one listener per kind of intent on the whole document. A link that opens elsewhere (`target`) or downloads is not
 * a page visit.
 */
export function prefetchOnIntent(root: Document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute('download')) prefetchPage(link.href)
  }
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true })
}
