import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  useLoaderData,
  type RouterHistory,
} from '@tanstack/react-router'
import type { PageConfig } from '../config/pages'
import type { Catalogs } from '../i18n/catalogs'
import { localeOfPath, stripTrailingSlash } from '../i18n/locales'
import { notFoundHead, pageHead } from '../render/head'
import { NotFound, notFoundCopy } from '../render/NotFound'
import { PageView } from '../render/PageView'
import type { SectionLoader } from '../render/sectionLoader'
import { alternatesOf } from './routeTable'
import type { LoadPage, SiteData } from './siteData'
import type { SiteRouteData } from './siteRoute'
import { SiteRoot } from './SiteRoot'

export interface RouterContext {
  /** This render's i18n instances, one per locale (a fresh set per prerendered page, one set in the browser). */
  catalogs: Catalogs
  /** The site's sections, loaded by each page's route before it renders. */
  sections: SectionLoader
}

export interface SiteRouterOptions {
  site: SiteData
  loadPage: LoadPage
  history: RouterHistory
  catalogs: Catalogs
  sections: SectionLoader
}

/**
 * The router owns every route and all client-side navigation: one route per URL of `site.routes`. A route's
 * loader only loads (its page, its locale's catalog, its sections' code), so preloading a link on hover or focus
 * changes nothing on screen; what is rendered takes its locale from the matched route.
 */
export function createSiteRouter({ site, loadPage, history, catalogs, sections }: SiteRouterOptions) {
  const pageUrls = new Set(site.routes.map((entry) => entry.url))
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    loader: async ({ location, context }) => {
      const locale = localeOfPath(location.pathname)
      // A page's route loads its locale's catalog with the page; the root loads it for the not-found page.
      if (!pageUrls.has(stripTrailingSlash(location.pathname))) await context.catalogs.load(locale)
      return { locale }
    },
    // A page route supplies its own head; without one that loaded, this is the not-found page.
    head: ({ matches, loaderData, match }) =>
      matches.some((other) => other.staticData.site && other.status === 'success') || !loaderData
        ? {}
        : notFoundHead(notFoundCopy, match.context.catalogs.get(loaderData.locale), site.settings),
    component: SiteRoot,
    notFoundComponent: NotFound,
  })
  const pageRoutes = site.routes.map((entry) => {
    const data: SiteRouteData = { ...entry, alternates: alternatesOf(site.routes, entry) }
    return createRoute({
      getParentRoute: () => rootRoute,
      path: entry.url,
      staticData: { site: data },
      loader: async ({ context }) => {
        // The page first: in the browser it brings its messages into the catalog that `load` then answers with.
        const page = await loadPage(entry)
        await Promise.all([
          context.catalogs.load(entry.locale),
          context.sections.load(page.sections.map((block) => block.type)),
        ])
        return { page }
      },
      head: ({ loaderData, match }) =>
        loaderData
          ? pageHead({
              ...data,
              page: loaderData.page,
              i18n: match.context.catalogs.get(entry.locale),
              settings: site.settings,
            })
          : {},
      component: PageRoute,
    })
  })
  return createRouter({
    routeTree: rootRoute.addChildren(pageRoutes),
    history,
    context: { catalogs, sections },
    trailingSlash: 'never',
    defaultPreload: 'intent',
    scrollRestoration: false,
    // A new page starts at its top at once: the CSS smooth scrolling is for in-page anchors only.
    scrollRestorationBehavior: 'instant',
  })
}

function PageRoute() {
  const { page } = useLoaderData({ strict: false }) as { page: PageConfig }
  return <PageView page={page} />
}

export type SiteRouter = ReturnType<typeof createSiteRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
  interface StaticDataRouteOption {
    /** Set on every page route (not on the root). */
    site?: SiteRouteData
  }
}
