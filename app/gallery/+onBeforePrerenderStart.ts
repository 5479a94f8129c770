import { buildOutputDir } from '../../src/tools/build/buildCache'
import { selectPrerendered } from '../../src/tools/build/incremental/prerenderSelection'
import { GALLERY_LOCALES, galleryUrl } from '../../src/gallery/galleryLocales'

/**
 * One gallery page per locale, pseudo-locale included; none of them is a site route (no sitemap, no hreflang). An
 * incremental build renders them only when their inputs changed (`selectPrerendered`).
 */
export default function onBeforePrerenderStart(): string[] {
  return selectPrerendered(buildOutputDir(), GALLERY_LOCALES.map(galleryUrl))
}
