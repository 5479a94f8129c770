import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { Window } from 'happy-dom'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { loadI18n } from '../i18n/catalogs'
import { localeOfPath, type Locale } from '../i18n/locales'
import { SiteDataProvider } from '../render/siteData'
import type { SiteData } from '../router/siteData'
import { testSite } from './testSite'

/** Parses server HTML into a DOM document to query in tests. */
export function toDocument(html: string): Document {
  const window = new Window()
  window.document.body.innerHTML = html
  return window.document as unknown as Document
}

export interface RenderOptions {
  /** The i18n instance to render with (default: a fresh one for the URL's locale). */
  i18n?: I18n
  /** The site around the element (default: the small test site). */
  site?: SiteData
  /** The page's URL in each locale, as its route would carry them (default: only `url`). */
  alternates?: Partial<Record<Locale, string>>
}

/** Renders one element on the server as the page at `url` (a route, its i18n and the site data around it). */
export async function renderElement(
  element: ReactElement,
  url = '/pt-br',
  options: RenderOptions = {},
): Promise<Document> {
  const locale = localeOfPath(url)
  const i18n = options.i18n ?? (await loadI18n(locale))
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: url,
    staticData: { site: { url, locale, pageId: 'test', alternates: options.alternates ?? { [locale]: url } } },
    component: () => element,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  return toDocument(
    renderToString(
      <SiteDataProvider site={options.site ?? testSite}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </SiteDataProvider>,
    ),
  )
}
