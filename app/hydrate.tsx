import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { SiteApp } from '../src/render/SiteApp'
import type { SiteData } from '../src/config/site'
import { createPageCatalogs } from '../src/i18n/pageCatalogs'
import { createBrowserRouter } from '../src/router/browserRouter'
import { fetchJson } from '../src/router/fetchJson'
import { readPageData } from '../src/router/pageData'
import { locationOf } from '../src/router/router'
import { markPageHydrated } from '../src/design/useHydrated'
import { gateBlockHydration, openAllGates } from '../src/render/hydrationGates'
import { serverHead } from '../src/render/serverHead'
import { nextTask } from '../src/render/nextTask'
import { siteSections } from './siteSections'
import { layouts } from '../layouts'

/**
 * Hydrates the prerendered page (loaded by `+client.ts` after the first paint); from here on the router navigates
 * client-side. The site and the page come from the page's own HTML, other pages with their HTML when a link is
 * hovered or followed. Vike itself ships nothing to the browser (no client hooks): the HTML is complete without
 * JavaScript.
 */
export async function hydrate() {
  // `npm run dev` only (a build has no `import.meta.hot`, so none of it ships): edits show in place. Loaded while the
  // page hydrates, so that it listens as soon as it can.
  const devPreview = import.meta.hot ? import('../src/tools/devPreview/client/followEdits') : undefined
  const data = await readPageData(document, fetchJson)
  const first = locationOf(location.href)
  const router = createBrowserRouter({
    first: data,
    firstPath: first.pathname,
    firstHead: serverHead(document.head),
    catalogs: createPageCatalogs(),
    sections: siteSections,
    fetchJson,
  })
  // The first move to another URL: what mounts from then on is not hydrated.
  const stopWatching = router.onNavigate((to) => {
    if (to.href === first.href) return
    openAllGates()
    markPageHydrated()
    stopWatching()
  })
  await router.load(first.href)
  router.listen()
  await nextTask()
  gateBlockHydration(document, data.page?.sections.map((block) => block.type) ?? [])
  const app = (site: SiteData) => <SiteApp router={router} site={site} sections={siteSections} layouts={layouts} />
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them: the page
  // (already complete HTML) stays responsive while it hydrates, instead of one long task per page.
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(document.getElementById('root')!, app(data.site))
  })
  if (import.meta.hot && devPreview) {
    const { followSourceEdits } = await devPreview
    let site = data.site
    followSourceEdits(import.meta.hot, {
      router,
      sections: siteSections,
      render: (next = site) => root?.render(app((site = next))),
    })
  }
}
