import { siteContent } from '../../content/site'
import { sections } from '../../sections'
import { expandPages } from '../config/expandPages'
import { imageUses, type ImageUse } from '../config/imageUses'
import { fixturesAsPage } from '../gallery/fixturePage'
import { sectionFixtures } from './gallery/sectionFixtures'

/** Every image the pages and the section gallery's fixtures show, in each place: what the build makes. */
export function siteImageUses(): ImageUse[] {
  return imageUses([...expandPages(siteContent.pages), fixturesAsPage(sectionFixtures)], sections)
}
