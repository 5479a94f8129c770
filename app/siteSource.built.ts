import { buildOutputDir, readBuildCache } from '../src/tools/build/buildCache'
import { readMediaManifest } from '../src/tools/build/media/buildMedia'
import type { BuiltSite } from '../src/config/buildSite'
import type { ImageBuilds } from '../src/config/imageUses'
import { siteOfPages } from '../src/config/buildSite'
import { DEFAULT_LOCALE } from '../src/i18n/locales'
import { PRERENDER_MESSAGES, PRERENDER_SITE, type PrerenderMessages, type PrerenderSite } from './prerenderHandOver'
import type { SiteSource } from './siteSourceContract'

let built: BuiltSite | undefined
let images: ImageBuilds | undefined
let messages: PrerenderMessages | undefined

/**
 * The site as the build's first step made it (`scripts/prebuild.ts`: checked, each image with its files), read from
 * `<dist>/cache/`: what `vike build`'s prerender renders. Swapped in for `siteSource.ts` in the bundles
 * (`builtSiteSourcePlugin`), so they hold no page, article or catalog: an edit to those re-renders its pages with
 * the same bundles (`scripts/build.ts`).
 */
export const siteSource: SiteSource = {
  async site() {
    if (built) return built
    const { pages, site } = readBuildCache<PrerenderSite>(buildOutputDir(), PRERENDER_SITE)
    return (built = siteOfPages(pages, site))
  },
  async galleryImages() {
    return (images ??= readMediaManifest(buildOutputDir()))
  },
  async messagesOf(locale) {
    messages ??= readBuildCache<PrerenderMessages>(buildOutputDir(), PRERENDER_MESSAGES)
    return messages[locale] ?? messages[DEFAULT_LOCALE]!
  },
}
