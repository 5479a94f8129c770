import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/** The build's output folder: `DIST_DIR`, `dist` by default (as `vite.config.ts` builds into). */
export function buildOutputDir(): string {
  return resolve(process.env.DIST_DIR ?? 'dist')
}

/**
 * What one step of `npm run build` leaves for the next in `<dist>/cache/` (never served): the steps that load the
 * site's content (config check and translation gate, then the prerender) hand plain data to those that need not
 * load it again (the export).
 */
export async function writeBuildCache(dist: string, name: string, value: unknown): Promise<void> {
  await mkdir(join(dist, 'cache'), { recursive: true })
  await writeFile(join(dist, 'cache', name), JSON.stringify(value))
}

/** Reads what an earlier step left; a build that skipped that step stops here and says so. */
export function readBuildCache<T>(dist: string, name: string): T {
  const file = join(dist, 'cache', name)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable (${(error as Error).message}): an earlier step of the build writes it. ` +
        'Build with `npm run build`, which runs its steps in order.',
    )
  }
}
