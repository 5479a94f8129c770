import { siteContent } from '../../../content/site'
import { sections } from '../../../sections'
import { formatConfigErrors, validatePages } from '../../config/validate'
import { validateNavigation } from '../../config/validateNavigation'
import { notFoundUrls } from '../../router/notFoundUrls'
import { serverSite } from '../serverSite'

/** The URLs to prerender: every page in every locale and the localized not-found pages. A bad config stops the build here. */
export default function onBeforePrerenderStart(): string[] {
  const errors = validatePages(siteContent.pages, sections)
  if (errors.length === 0) errors.push(...validateNavigation(siteContent.navigation, siteContent.pages))
  if (errors.length > 0)
    throw new Error(`The site's config has ${errors.length} error(s):\n${formatConfigErrors(errors)}`)
  return [...serverSite().table.routes.map((route) => route.url), ...Object.values(notFoundUrls)]
}
