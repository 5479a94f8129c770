import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { newestSourceTime } from '../../src/build/incremental/sourceDigests'

/**
 * Whether `npm start` must build first: no build in `dist` yet, or a source newer than it. The sources are those the
 * build reads (`newestSourceTime`: every file but the tests, guides, packages and outputs), so no folder is missed.
 */
export async function buildIsStale(root: string, dist: string): Promise<boolean> {
  const marker = join(dist, 'client', 'index.html')
  if (!existsSync(marker)) return true
  return statSync(marker).mtimeMs < (await newestSourceTime(root, [dist]))
}
