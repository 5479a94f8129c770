import { siteContent } from '../../../content/site'
import { layouts } from '../../../layouts'
import { sections } from '../../../sections'
import { inspectMedia } from '../../build/media/inspectMedia'
import { listPublicFiles } from '../../config/publicFiles'
import { assertValidSite } from '../../config/validateSite'
import { prerenderUrls } from '../../router/notFoundUrls'
import { serverSite } from '../serverSite'

/**
 * The URLs to prerender: every page in every locale it is published in, and the localized not-found pages (none for
 * a locale in progress with no published page). A bad config stops the build here.
 */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  assertValidSite(siteContent, { sections, layouts }, { publicFiles: listPublicFiles(), media: await inspectMedia() })
  return prerenderUrls((await serverSite()).table.routes)
}
