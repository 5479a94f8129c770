import { DEFAULT_LOCALE } from '../../../i18n/locales'
import type { ExportRoute as SiteRoute } from './exportInput'

/**
 * The prefix-less addresses the Node server answers with a 301 to their pt-br page (`/quem-somos` →
 * `/pt-br/quem-somos`): every pt-br page whose bare path the site does not serve itself.
 */
export function prefixlessRedirects(routes: readonly SiteRoute[]): Array<{ from: string; to: string }> {
  const served = new Set(routes.map((route) => route.url))
  const prefix = `/${DEFAULT_LOCALE}/`
  return routes
    .filter((route) => route.url.startsWith(prefix) && !served.has(route.url.slice(prefix.length - 1)))
    .map((route) => ({ from: route.url.slice(prefix.length - 1), to: route.url }))
}
