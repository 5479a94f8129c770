import { execFile } from 'node:child_process'
import { readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { projectCopy } from './devServerProcess'

const run = promisify(execFile)
let root: string | undefined
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

/** Every HTML and JS file of a build's client folder, by path. */
async function htmlAndJs(client: string): Promise<Map<string, Buffer>> {
  const files = (await readdir(client, { recursive: true })).filter((file) => /\.(html|js|mjs)$/.test(file))
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(client, file))] as const)))
}

describe('the dev-only plugins (studio, in-context translation)', () => {
  it('change no byte of the production HTML and JS', { timeout: 900_000 }, async () => {
    root = await projectCopy()
    const build = (dist: string, env: NodeJS.ProcessEnv = {}) =>
      run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, DIST_DIR: dist, ...env }, maxBuffer: 1 << 26 })
    await build('dist-with')
    await build('dist-without', { BUILD_WITHOUT_DEV_TOOLS: '1' })
    const [withTools, without] = await Promise.all([
      htmlAndJs(join(root, 'dist-with/client')),
      htmlAndJs(join(root, 'dist-without/client')),
    ])
    expect(withTools.size).toBeGreaterThan(20)
    const differing = [...new Set([...withTools.keys(), ...without.keys()])].filter((file) => {
      const [a, b] = [withTools.get(file), without.get(file)]
      return !a || !b || !a.equals(b)
    })
    expect(differing, 'files that differ (or exist in one build only)').toEqual([])
  })
})
