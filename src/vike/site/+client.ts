/**
 * The browser's only entry, kept tiny: it loads the code that hydrates the page (`hydrate.tsx`: React, the router,
 * the site shell) with all its files in parallel; from then on the router navigates client-side. The built HTML
 * requests this entry only after the first paint (`src/build/export/firstPaint.ts`): the page is complete HTML with
 * its CSS inline, so the visitor sees it before any script. Vike itself ships nothing to the browser.
 */
void import('../hydrate').then(({ hydrate }) => hydrate())
