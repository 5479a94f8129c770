import type { I18n } from '@lingui/core'
import { createRootRouteWithContext, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router'
import { activateLocale } from '../i18n/i18n'
import { localeOfPath } from '../i18n/locales'
import { loadSections } from '../render/sectionLoader'
import { NotFound } from '../render/NotFound'
import { PageView } from '../render/PageView'
import { siteRoutes } from './routeTable'
import { SiteRoot } from './SiteRoot'

export interface RouterContext {
  /** This render's i18n instance (one per prerendered page, one in the browser). */
  i18n: I18n
}

/**
 * The router owns every route and all client-side navigation: one route per page and locale from
 * `pages.config.ts`. Before a route renders, its locale's catalog and its sections' code are loaded.
 */
export function createSiteRouter({ history, i18n }: { history: RouterHistory; i18n: I18n }) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    beforeLoad: ({ location, context }) => activateLocale(context.i18n, localeOfPath(location.pathname)),
    component: SiteRoot,
    notFoundComponent: NotFound,
  })
  const pageRoutes = siteRoutes.map(({ url, page }) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: url,
      loader: () => loadSections(page.sections.map((block) => block.type)),
      component: () => <PageView page={page} />,
    }),
  )
  return createRouter({
    routeTree: rootRoute.addChildren(pageRoutes),
    history,
    context: { i18n },
    trailingSlash: 'never',
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

export type SiteRouter = ReturnType<typeof createSiteRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
}
