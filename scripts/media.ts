import { siteContent } from '../content/site'
import { sections } from '../sections'
import { buildOutputDir } from '../src/build/buildCache'
import { buildMedia } from '../src/build/media/buildMedia'
import { expandPages } from '../src/config/expandPages'
import { imageUses } from '../src/config/imageUses'
import { sectionFixtures } from '../src/app/gallery/sectionFixtures'
import { fixturesAsPage } from '../src/gallery/fixturePage'

/**
 * Makes every image the pages (and the section gallery's fixtures) show into `<dist>/cache/media/` (`buildMedia`); unchanged ones come from there.
 * Part of the build's first step; `npm run dev` runs it alone (`npm run media`), as the dev server serves those files.
 */
export async function buildSiteMedia(dist = buildOutputDir()): Promise<void> {
  const started = performance.now()
  const uses = imageUses([...expandPages(siteContent.pages), fixturesAsPage(sectionFixtures)], sections)
  const built = await buildMedia(uses, dist)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`✓ images: ${built.size} image(s) in their places, from ${uses.length} use(s), in ${seconds} s`)
}

export default async function media(): Promise<number> {
  await buildSiteMedia()
  return 0
}
