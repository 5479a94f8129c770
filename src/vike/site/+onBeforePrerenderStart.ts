import { sections } from '../../../sections'
import { pages } from '../../../pages.config'
import { formatConfigErrors, validatePages } from '../../config/validate'
import { notFoundUrls } from '../../router/notFoundUrls'
import { serverSite } from '../serverSite'

/** The URLs to prerender: every page in every locale and the localized not-found pages. A bad config stops the build here. */
export default function onBeforePrerenderStart(): string[] {
  const errors = validatePages(pages, sections)
  if (errors.length > 0)
    throw new Error(`pages.config.ts has ${errors.length} error(s):\n${formatConfigErrors(errors)}`)
  return [...serverSite().table.routes.map((route) => route.url), ...Object.values(notFoundUrls)]
}
