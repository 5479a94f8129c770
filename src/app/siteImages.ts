import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { siteContent } from '../../content/site'
import { sections } from '../../sections'
import { expandPages } from '../config/expandPages'
import { imageUses, type ImageUse } from '../config/imageUses'
import { fixturesAsPage } from '../gallery/fixturePage'
import { MEDIA_FOLDER } from '../config/image'
import { withLocaleVariants } from '../config/localizedImages'
import { sectionFixtures } from './gallery/sectionFixtures'

/**
 * Every image the pages and the section gallery's fixtures show, in each place, with each picture's versions in
 * other locales (`hero/contrate.en-us.png`, see `localeVariant`): what the build makes.
 */
export function siteImageUses(): ImageUse[] {
  const uses = imageUses([...expandPages(siteContent.pages), fixturesAsPage(sectionFixtures)], sections)
  return withLocaleVariants(uses, (src) => existsSync(join(MEDIA_FOLDER, src)))
}
