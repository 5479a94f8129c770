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
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Locale } from '../i18n/locales'
import type { SiteData } from '../router/siteData'
import { SiteDataProvider } from './siteData'

export interface RenderAtUrlInput {
  /** What the one route shows. */
  element: ReactElement
  url: string
  locale: Locale
  /** The page id the route carries, like a site route's (`test`, `gallery`). */
  pageId: string
  /** The URL of the same page in each locale, as a site route carries them. */
  alternates: Partial<Record<Locale, string>>
  site: SiteData
  i18n: I18n
}

/**
 * Renders an element on the server as the only route of a router at `url`, with the site's data and the locale's
 * i18n around it: what sections need outside the site's own router (links, the route's locale, contacts).
 */
export async function renderAtUrl({ element, url, locale, pageId, alternates, site, i18n }: RenderAtUrlInput) {
  const rootRoute = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: url,
    staticData: { site: { url, locale, pageId, alternates } },
    component: () => element,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  return renderToString(
    <SiteDataProvider site={site}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </SiteDataProvider>,
  )
}
