import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { PSEUDO_PAGES, STUDIO_ELEMENT, STUDIO_ENDPOINT } from '../../src/tools/studio/studioTypes'
import { STUDIO_STYLES } from '../../src/tools/studio/client/studioStyles'

const DIST = process.env.DIST_DIR ?? 'dist'

/**
 * What only the studio's code holds (`src/tools/studio/`, `src/tools/build/studioPlugin.ts`): its element, its endpoints, the
 * request that opens the editor, a rule of its stylesheet. The studio runs in `npm run dev` only.
 */
const MARKERS = [
  STUDIO_ELEMENT,
  STUDIO_ENDPOINT,
  PSEUDO_PAGES,
  '__open-in-editor',
  STUDIO_STYLES.split('\n').find((line) => line.startsWith('.outline'))!,
]

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

// Every file the build leaves: the site that ships (`client/`), its server and CDN files, the build's cache.
test('the build holds nothing of the studio', () => {
  const files = filesUnder(DIST)
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0)
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1')
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(DIST, file)}: ${marker}`)
  })
  expect(found).toEqual([])
})
