import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { Window } from 'happy-dom'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../App'
import { activateLocale, createI18n } from '../i18n/i18n'
import { localeOfPath } from '../i18n/locales'
import { createSiteRouter } from '../router/createRouter'

/** Parses server HTML into a DOM document to query in tests. */
export function toDocument(html: string): Document {
  const window = new Window()
  window.document.body.innerHTML = html
  return window.document as unknown as Document
}

/** Renders one element on the server as if it were on the page at `url` (router and i18n around it). */
export async function renderElement(element: ReactElement, url = '/pt-br', i18n = createI18n()): Promise<Document> {
  await activateLocale(i18n, localeOfPath(url))
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  return toDocument(
    renderToString(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  )
}

/** Renders a whole URL of the site exactly like the prerender does. */
export async function renderUrl(url: string): Promise<{ document: Document; i18n: ReturnType<typeof createI18n> }> {
  const i18n = createI18n()
  const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [url] }), i18n })
  await router.load()
  return { document: toDocument(renderToString(<App router={router} i18n={i18n} />)), i18n }
}
