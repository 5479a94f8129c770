import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

let dist: string | undefined
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true })
})

/** Runs the render with the kept bundles on `folder` as `npm run build` does (Vite's config warning left on). */
async function prerenderKept(folder: string, urls: string[] = ['/pt-br']) {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.VITE_CONFIG_NATIVE_IGNORE_WARNING
  const listed = join(folder, 'urls.json')
  await writeFile(listed, JSON.stringify(urls))
  return spawnSync(process.execPath, ['scripts/prerender-kept.mjs', folder, listed], { encoding: 'utf8', env })
}

describe('scripts/prerender-kept.mjs (the render with the last build’s bundles)', () => {
  it('stops with status 1 and says how to build again when the folder has no server bundle', async () => {
    dist = await mkdtemp(join(tmpdir(), 'prerender-kept-'))
    const { status, stderr } = await prerenderKept(dist)
    expect(stderr).toContain(`No server bundle in ${join(dist, 'server')}`)
    expect(stderr).toContain('npm run build -- --clean')
    expect(status).toBe(1)
  })

  it('fails with status 1 and the reason when the server bundle fails, having loaded no Vite config file', async () => {
    dist = await mkdtemp(join(tmpdir(), 'prerender-kept-'))
    await mkdir(join(dist, 'server'))
    await writeFile(join(dist, 'server', 'entry.mjs'), "throw new Error('a broken server bundle')\n")
    const { status, stderr } = await prerenderKept(dist)
    expect(stderr).toContain('a broken server bundle')
    expect(status).toBe(1)
    // vite.config.ts loads the plugins the bundles were made with (and Vite warns about its extension-less imports).
    expect(stderr).not.toContain('configLoader')
  })
})
