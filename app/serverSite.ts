import { sections } from '../sections'
import type { BuiltSite } from '../src/config/buildSite'
import { withBuiltImages } from '../src/config/imageUses'
import type { SectionFixtures } from '../src/gallery/galleryEntries'
import { fixturesAsPage, fixturesOfPage } from '../src/gallery/fixturePage'
import { catalogsOf, type Catalogs } from '../src/i18n/catalogSet'
import { createServerRouter } from '../src/router/createRouter'
import { siteSections } from './siteSections'
import { siteSource } from './siteSource'

/**
 * The site as the server renders it, from `siteSource`: read from the sources by the dev servers (`npm run dev`,
 * `npm run translate`: every page in every locale, drafts and locales in progress included), from the build's first
 * step by the prerender (only the pages published in each locale).
 */
export function serverSite(): Promise<BuiltSite> {
  return siteSource.site()
}

/** A fresh set of the site's catalogs (one per render). */
export function serverCatalogs(): Catalogs {
  return catalogsOf(siteSource.messagesOf)
}

/**
 * One server render's router, loaded at `pathname`, with the site and that render's catalogs (fresh i18n instances
 * per page): what the prerender renders and the dev server's hot update sends (`app/devPreview/`).
 */
export async function routedPage(pathname: string) {
  const { site, table } = await serverSite()
  const catalogs = serverCatalogs()
  const router = createServerRouter({ table, settings: site.settings, catalogs, sections: siteSections })
  await router.load(pathname)
  return { site, router, catalogs }
}

/**
 * The sections' fixtures as the gallery shows them, each image with the files the build made of it. Loaded with the
 * gallery (every section's fixtures module): the dev server plans their images then, not for its first page.
 */
export async function galleryFixtures(): Promise<SectionFixtures> {
  const { sectionFixtures } = await import('./gallery/sectionFixtures')
  const made = await siteSource.galleryImages(sectionFixtures)
  return fixturesOfPage(withBuiltImages(fixturesAsPage(sectionFixtures), sections, made))
}
