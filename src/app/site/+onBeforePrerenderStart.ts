import { siteContent } from '../../../content/site'
import { layouts } from '../../../layouts'
import { sections } from '../../../sections'
import { buildOutputDir } from '../../build/buildCache'
import { configChecked, selectPrerendered } from '../../build/incremental/prerenderSelection'
import { inspectMedia } from '../../build/media/inspectMedia'
import { listPublicFiles } from '../../config/publicFiles'
import { assertValidSite } from '../../config/validateSite'
import { prerenderUrls } from '../../router/notFoundUrls'
import { serverSite } from '../serverSite'

/**
 * The URLs to prerender: every page in every locale it is published in, and the localized not-found pages (none for
 * a locale in progress with no published page); of them, an incremental build renders those whose inputs changed
 * (`selectPrerendered`). A bad config stops the build here, unless the build's first step has just checked it
 * (`configChecked`: `npm run build`).
 */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  if (!configChecked())
    assertValidSite(siteContent, { sections, layouts }, { publicFiles: listPublicFiles(), media: await inspectMedia() })
  return selectPrerendered(buildOutputDir(), prerenderUrls((await serverSite()).table.routes))
}
