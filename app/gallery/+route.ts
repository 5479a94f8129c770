import type { PageContextServer } from 'vike/types'
import { galleryLocaleOfPath } from '../../src/gallery/galleryLocales'

/**
 * `/_gallery/<locale>` for the site's locales and the pseudo-locale. A positive precedence wins over the site's
 * catch-all route function (../site/+route.ts).
 */
export default (pageContext: PageContextServer) => {
  const locale = galleryLocaleOfPath(pageContext.urlPathname)
  return locale ? { precedence: 1, routeParams: { locale } } : false
}
