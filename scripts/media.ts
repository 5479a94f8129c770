import { sectionFixtures } from '../app/gallery/sectionFixtures'
import { siteImageUses } from '../app/siteImages'
import { buildOutputDir } from '../src/tools/build/buildCache'
import { buildMedia } from '../src/tools/build/media/buildMedia'

/**
 * Makes every image the pages (and the section gallery's fixtures) show into the media cache (`buildMedia`,
 * `mediaPaths`); unchanged ones come from there. Part of the build's first step; `npm run media` runs it alone, as
 * the integration tests' setup does before any of them starts (`tests/integration/mediaSetup.ts`), so no test's time
 * limit holds a cold image build. The dev server makes them as its pages ask (`src/tools/build/media/devMedia.ts`).
 */
export async function buildSiteMedia(dist = buildOutputDir()): Promise<void> {
  const started = performance.now()
  const uses = siteImageUses(sectionFixtures)
  const built = await buildMedia(uses, dist)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`✓ images: ${built.size} image(s) in their places, from ${uses.length} use(s), in ${seconds} s`)
}

export default async function media(): Promise<number> {
  await buildSiteMedia()
  return 0
}
