import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  useLoaderData,
  type RouterHistory,
} from '@tanstack/react-router'
import type { PageConfig } from '../config/pages'
import type { Catalogs } from '../i18n/catalogs'
import { localeOfPath, type Locale } from '../i18n/locales'
import { notFoundHead, pageHead } from '../render/head'
import { NotFound, notFoundCopy } from '../render/NotFound'
import { PageView } from '../render/PageView'
import { loadSections } from '../render/sectionLoader'
import { alternatesOf, type RouteEntry } from './routeTable'
import type { LoadPage, SiteData } from './siteData'
import { SiteRoot } from './SiteRoot'

export interface RouterContext {
  /** This render's i18n instances, one per locale (a fresh set per prerendered page, one set in the browser). */
  catalogs: Catalogs
}

/** What a page's route carries: its URL, locale and the same page's URL in each locale. */
export interface SiteRouteData extends RouteEntry {
  alternates: Partial<Record<Locale, string>>
}

export interface SiteRouterOptions {
  site: SiteData
  loadPage: LoadPage
  history: RouterHistory
  catalogs: Catalogs
}

/**
 * The router owns every route and all client-side navigation: one route per URL of `site.routes`. A route's
 * loader only loads (its page, its locale's catalog, its sections' code), so preloading a link on hover or focus
 * changes nothing on screen; what is rendered takes its locale from the matched route.
 */
export function createSiteRouter({ site, loadPage, history, catalogs }: SiteRouterOptions) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    loader: async ({ location, context }) => {
      const locale = localeOfPath(location.pathname)
      await context.catalogs.load(locale)
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
        const [page] = await Promise.all([loadPage(entry), context.catalogs.load(entry.locale)])
        await loadSections(page.sections.map((block) => block.type))
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
    context: { catalogs },
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
