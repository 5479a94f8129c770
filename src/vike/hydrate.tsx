import type { Messages } from '@lingui/core'
import { createBrowserHistory } from '@tanstack/react-router'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from '../App'
import { localeOfPath, type Locale } from '../i18n/locales'
import { createPageCatalogs } from '../i18n/pageCatalogs'
import { createSiteRouter } from '../router/createRouter'
import { notFoundUrls } from '../router/notFoundUrls'
import { browserPageLoader, parsePageData, readMessages, readPageData } from '../router/pageData'
import { markPageHydrated } from '../ui/useHydrated'
import { nextTask } from './nextTask'
import { siteSections } from './siteSections'

/**
 * Hydrates the prerendered page (loaded by `+client.ts` after the first paint); from here on the router navigates client-side. The
 * site and the page come from the page's own HTML, other pages' blocks with their HTML when a link is hovered or
 * followed. Vike itself ships nothing to the browser (no client hooks): the HTML is complete without JavaScript.
 */
export async function hydrate() {
  const data = await readPageData(document, fetchJson)
  const locale = localeOfPath(location.pathname)
  const catalogs = createPageCatalogs(notFoundMessages)
  catalogs.add(locale, data.messages)
  const router = createSiteRouter({
    site: data.site,
    loadPage: browserPageLoader(data, locale, { fetchHtml, fetchJson, addMessages: catalogs.add }),
    history: createBrowserHistory(),
    catalogs,
    sections: siteSections,
  })
  // The HTML was prerendered without TanStack's inline dehydration script (the CSP allows no inline script but the build's entry loader, by hash).
  // Marking the router as hydrating server HTML makes it render the same tree as on the server (no extra
  // Suspense boundary), so React hydrates without a mismatch.
  router.ssr = { manifest: undefined }
  // The first move to another URL (the router also emits this event while it loads this one): what mounts from then
  // on is not hydrated.
  const firstHref = router.latestLocation.href
  const stopWatching = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    if (toLocation.href === firstHref) return
    markPageHydrated()
    stopWatching()
  })
  await nextTask()
  await router.load()
  await nextTask()
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them: the page
  // (already complete HTML) stays responsive while it hydrates, instead of one long task per page.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <App router={router} site={data.site} />)
  })
}

/** What the not-found page of `locale` shows (its chrome): for a URL in a locale no page has brought yet. */
async function notFoundMessages(locale: Locale): Promise<Messages> {
  // The not-found page is answered with status 404: its HTML is what is wanted.
  const response = await fetch(notFoundUrls[locale], { headers: { Accept: 'text/html' } })
  return readMessages(parsePageData(await response.text()).messages, fetchJson)
}

async function fetchJson(url: string): Promise<unknown> {
  return (await fetchOk(url)).json()
}

async function fetchHtml(url: string): Promise<string> {
  return (await fetchOk(url, { headers: { Accept: 'text/html' } })).text()
}

/** The response to `url`, or an error naming its status. */
async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response
}
