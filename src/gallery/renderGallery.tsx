import type { SectionRegistry } from '../config/defineSection'
import { LOCALE_INFO } from '../i18n/locales'
import { renderAtUrl } from '../render/renderAtUrl'
import type { SiteData } from '../config/site'
import type { Catalogs } from '../i18n/catalogSet'
import { Gallery } from './Gallery'
import { galleryContent, type SectionFixtures } from './galleryEntries'
import { addFixtureCopy, loadGalleryI18n } from './galleryI18n'
import { galleryUrl, siteLocaleOf, type GalleryLocale } from './galleryLocales'

export interface GalleryInput {
  locale: GalleryLocale
  /** The site's data (settings, menus, URLs) as pages get it: links and contacts in sections read it. */
  site: SiteData
  /** The section registry (`sections/index.ts`), handed in by the entry point like the pages' content. */
  sections: SectionRegistry
  fixtures: SectionFixtures
  /** The site's catalogs, as the entry point reads them (the gallery's locales show the site's messages). */
  catalogs: Catalogs
}

export interface RenderedGallery {
  /** The gallery's markup, for the document's body. */
  body: string
  /** `<html lang>`: the pseudo-locale reads as the default locale it is made from. */
  htmlLang: string
}

/**
 * Renders the gallery page of one locale on the server: every section with each fixture, inside a router (sections
 * link through it and read the route's locale) at the gallery's URL, with the site's data and the locale's i18n.
 */
export async function renderGallery({
  locale,
  site,
  sections,
  fixtures,
  catalogs,
}: GalleryInput): Promise<RenderedGallery> {
  const i18n = await loadGalleryI18n(locale, catalogs)
  const { entries, messages } = galleryContent(sections, fixtures, (id) => id in i18n.messages)
  await addFixtureCopy(i18n, messages)
  const url = galleryUrl(locale)
  const siteLocale = siteLocaleOf(locale)
  const body = await renderAtUrl({
    element: <Gallery locale={locale} sections={sections} entries={entries} />,
    url,
    locale: siteLocale,
    pageId: 'gallery',
    alternates: {},
    site,
    i18n,
  })
  return { body, htmlLang: LOCALE_INFO[siteLocale].htmlLang }
}
