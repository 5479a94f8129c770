import { prefetchPage } from './prefetch'
import { locationOf, type Match, type SiteRouter } from './router'

const never = () => () => undefined

/**
 * The built site's router: every page is a document of its own, so following a link is the browser's full load
 * (fetched ahead by `prefetchPage`, with a view transition where the browser has them: `global.css`). The islands
 * read the page they are on from it; it never changes, so nothing subscribes. `navigate` (a form's thank-you page)
 * is a load of the next document.
 */
export function createDocumentRouter(match: Match, href: string): SiteRouter {
  const state = { location: locationOf(href), match }
  return {
    getState: () => state,
    subscribe: never,
    load: async () => undefined,
    navigate: async (to, options) => {
      if (options?.replace) location.replace(to)
      else location.assign(to)
    },
    preload: prefetchPage,
    refresh: () => undefined,
    listen: never,
    rendered: () => undefined,
    onRendered: never,
    onNavigate: never,
  }
}
