import { buildOutputDir } from '../../src/tools/build/buildCache'
import { selectPrerendered } from '../../src/tools/build/incremental/prerenderSelection'
import { prerenderUrls } from '../../src/config/notFoundUrls'
import { serverSite } from '../serverSite'

/**
 * The URLs to prerender: every page in every locale it is published in, and the localized not-found pages (none for
 * a locale in progress with no published page); of them, an incremental build renders those whose inputs changed
 * (`selectPrerendered`). The site is the one the build's first step checked and handed over (`siteSource.built.ts`):
 * `npm run build` runs the steps in order.
 */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  return selectPrerendered(buildOutputDir(), prerenderUrls((await serverSite()).table.routes))
}
