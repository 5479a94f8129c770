import { siteContent } from '../../../content/site'
import { layouts } from '../../../layouts'
import { sections } from '../../../sections'
import { listPublicFiles } from '../../config/publicFiles'
import { assertValidSite } from '../../config/validateSite'
import { notFoundUrls } from '../../router/notFoundUrls'
import { serverSite } from '../serverSite'

/** The URLs to prerender: every page in every locale and the localized not-found pages. A bad config stops the build here. */
export default function onBeforePrerenderStart(): string[] {
  assertValidSite(siteContent, { sections, layouts }, { publicFiles: listPublicFiles() })
  return [...serverSite().table.routes.map((route) => route.url), ...Object.values(notFoundUrls)]
}
