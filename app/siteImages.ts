import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { siteContent } from './site'
import { sections } from '../sections'
import { expandPages } from '../src/config/expandPages'
import { imageUses, type ImageUse } from '../src/config/imageUses'
import type { PageConfig } from '../src/config/pages'
import { fixturesAsPage } from '../src/gallery/fixturePage'
import type { SectionFixtures } from '../src/gallery/galleryEntries'
import { MEDIA_FOLDER } from '../src/config/image'
import { withLocaleVariants } from '../src/config/localizedImages'

/**
 * Every image the pages show and, given them, the section gallery's fixtures (`app/gallery/sectionFixtures.ts`),
 * in each place, with each picture's versions in other locales (`hero/contrate.en-us.png`, see `localeVariant`):
 * what the build makes. The dev server plans the pages' images for its first page and the fixtures' once the
 * gallery is asked for (`serverSite`), so its first page does not load every section's fixtures.
 */
export function siteImageUses(fixtures?: SectionFixtures): ImageUse[] {
  return usesOf([...expandPages(siteContent.pages), ...(fixtures ? [fixturesAsPage(fixtures)] : [])])
}

/** The images the section gallery's fixtures show, as `siteImageUses` lists them. */
export function fixtureImageUses(fixtures: SectionFixtures): ImageUse[] {
  return usesOf([fixturesAsPage(fixtures)])
}

function usesOf(pages: readonly PageConfig[]): ImageUse[] {
  return withLocaleVariants(imageUses(pages, sections), (src) => existsSync(join(MEDIA_FOLDER, src)))
}
