import { buildOutputDir } from '../../build/buildCache'
import { selectPrerendered } from '../../build/incremental/prerenderSelection'
import { GALLERY_LOCALES, galleryUrl } from '../../gallery/galleryLocales'

/**
 * One gallery page per locale, pseudo-locale included; none of them is a site route (no sitemap, no hreflang). An
 * incremental build renders them only when their inputs changed (`selectPrerendered`).
 */
export default function onBeforePrerenderStart(): string[] {
  return selectPrerendered(buildOutputDir(), GALLERY_LOCALES.map(galleryUrl))
}
