import type { BuiltSite } from '../src/config/buildSite'
import type { ImageBuilds } from '../src/config/imageUses'
import type { SectionFixtures } from '../src/gallery/galleryEntries'
import type { MessagesOf } from '../src/i18n/catalogSet'

/**
 * Where the server's renders get the site from. The dev servers, scripts and tests read the sources
 * (`siteSource.ts`); the build's prerender reads what the build's first step made of them
 * (`siteSource.built.ts`, swapped in by `builtSiteSourcePlugin`), so the prerender's bundle holds no page, article or
 * catalog and an edit to them needs no new bundle (`scripts/build.ts`).
 */
export interface SiteSource {
  /** The site as served: every page in the locales it is shown in, each image with the files made of it. */
  site(): Promise<BuiltSite>
  /** The files made of each image the section gallery's fixtures show (and of the pages' images). */
  galleryImages(fixtures: SectionFixtures): Promise<ImageBuilds>
  /** Each locale's compiled messages. */
  messagesOf: MessagesOf
}
