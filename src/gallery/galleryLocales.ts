import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'

/**
 * Lingui's pseudo-locale (`pseudoLocale` in lingui.config.ts): every message accented (and, in the gallery, about
 * a third longer: `lengthen.ts`), so copy that skipped translation, copy that only just fits and glyphs cut by a
 * tight line box show up. Only the section gallery uses it; it is deliberately not in `LOCALES`, so visitors,
 * language pickers, hreflang and the sitemap never see it.
 */
export const PSEUDO_LOCALE = 'pseudo'

/** The languages the gallery shows every section in: the site's locales and the pseudo-locale. */
export const GALLERY_LOCALES = [...LOCALES, PSEUDO_LOCALE] as const
export type GalleryLocale = (typeof GALLERY_LOCALES)[number]

/** Where the gallery lives: one noindex page per gallery locale, outside the site's routes and sitemap. */
export const GALLERY_PATH = '/_gallery'

export function galleryUrl(locale: GalleryLocale): string {
  return `${GALLERY_PATH}/${locale}`
}

/** The gallery locale of `/_gallery/<locale>` (a trailing slash allowed), or null for any other path. */
export function galleryLocaleOfPath(pathname: string): GalleryLocale | null {
  const prefix = `${GALLERY_PATH}/`
  if (!pathname.startsWith(prefix)) return null
  const rest = pathname.slice(prefix.length)
  const locale = rest.endsWith('/') ? rest.slice(0, -1) : rest
  return (GALLERY_LOCALES as readonly string[]).includes(locale) ? (locale as GalleryLocale) : null
}

/** The site locale whose links, dates and numbers a gallery locale shows: the pseudo-locale formats as the default. */
export function siteLocaleOf(locale: GalleryLocale): Locale {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale
}
