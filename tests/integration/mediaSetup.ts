import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Vitest's global setup of the integration tests (`vitest.config.ts`): makes every image the site shows once, before
 * any test starts (`npm run media`), into the media cache every dev server and build of the tests shares (a project
 * copy links the project's node_modules, where it is: `mediaPaths`). No test's time limit then holds a cold image
 * build (about 110 CPU-seconds on a fresh clone); a warm cache costs this setup a few seconds. Its manifest goes to a
 * folder of its own, not to a build's.
 */
export default async function makeImagesOnce(): Promise<void> {
  const dist = await mkdtemp(join(tmpdir(), 'media-setup-'))
  try {
    const root = resolve(import.meta.dirname, '../..')
    const { stdout } = await run(process.execPath, ['scripts/run.mjs', 'scripts/media.ts'], {
      cwd: root,
      env: { ...process.env, DIST_DIR: dist },
      maxBuffer: 1 << 24,
    })
    process.stdout.write(`integration tests' setup: ${stdout}`)
  } finally {
    await rm(dist, { recursive: true, force: true })
  }
}
