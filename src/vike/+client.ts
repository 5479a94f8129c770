/**
 * The browser's only entry, kept tiny so it never competes with the first paint: the page is complete HTML with
 * its CSS inline, so the visitor sees it before any script. Only after the browser has painted does this load the
 * code that hydrates it (`hydrate.tsx`: React, the router, the site shell), from then on the router navigates
 * client-side. Vike itself ships nothing to the browser (no client hooks).
 */
function afterFirstPaint(run: () => void) {
  // A frame callback runs right before the browser paints that frame; a task queued from it runs after the paint.
  // A hidden tab paints nothing (no frames): hydrate at once.
  const whenParsed = () =>
    document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(run, 0)) : run()
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true })
  else whenParsed()
}

afterFirstPaint(() => void import('./hydrate').then(({ hydrate }) => hydrate()))
