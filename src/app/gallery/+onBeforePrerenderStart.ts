import { GALLERY_LOCALES, galleryUrl } from '../../gallery/galleryLocales'

/** One gallery page per locale, pseudo-locale included; none of them is a site route (no sitemap, no hreflang). */
export default function onBeforePrerenderStart(): string[] {
  return GALLERY_LOCALES.map(galleryUrl)
}
