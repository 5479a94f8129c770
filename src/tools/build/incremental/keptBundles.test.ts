import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { BuildRecord } from './buildRecord'
import { bundleFilesIn, whyBundlesChange } from './keptBundles'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'kept-bundles-'))
  folders.push(made)
  return made
}

async function put(root: string, file: string, text = file): Promise<void> {
  await mkdir(join(root, file, '..'), { recursive: true })
  await writeFile(join(root, file), text)
}

/** A finished build in `dist`: its bundles kept, made of `content/settings.ts` among others. */
async function lastBuild(dist: string): Promise<BuildRecord> {
  await put(dist, 'cache/server/entry.mjs')
  await put(dist, 'cache/bundle-inputs.json', JSON.stringify(['content/settings.ts', 'app/hydrate.tsx']))
  const content = { 'content/settings.ts': 's1', 'content/news/a.ts': 'a1' }
  return { sources: { code: 'code', all: 'all', content }, pages: {}, bundle: ['assets/entries/app.js'], outputs: {} }
}

describe('whyBundlesChange', () => {
  it('keeps the bundles when only content they are not made of changed (an article, a new one)', async () => {
    const dist = await folder()
    const previous = await lastBuild(dist)
    const now = { code: 'code', all: 'next', content: { 'content/settings.ts': 's1', 'content/news/a.ts': 'a2' } }
    expect(await whyBundlesChange(dist, previous, true, now)).toBeNull()
    const added = { ...now, content: { ...now.content, 'content/news/b.ts': 'b1' } }
    expect(await whyBundlesChange(dist, previous, true, added)).toBeNull()
  })

  it('builds them again when a file they are made of, the code, or the kept bundles are not as before', async () => {
    const dist = await folder()
    const previous = await lastBuild(dist)
    const settings = {
      code: 'code',
      all: 'next',
      content: { ...previous.sources.content, 'content/settings.ts': 's2' },
    }
    expect(await whyBundlesChange(dist, previous, true, settings)).toBe('content/settings.ts is part of them')
    const code = { ...previous.sources, code: 'other' }
    expect(await whyBundlesChange(dist, previous, true, code)).toBe('the code changed')
    expect(await whyBundlesChange(dist, previous, false, previous.sources)).toMatch(/no finished build/)
    expect(await whyBundlesChange(dist, undefined, true, previous.sources)).toMatch(/no finished build/)
    await rm(join(dist, 'cache', 'bundle-inputs.json'))
    expect(await whyBundlesChange(dist, previous, true, previous.sources)).toMatch(/no record/)
    await rm(join(dist, 'cache', 'server'), { recursive: true })
    expect(await whyBundlesChange(dist, previous, true, previous.sources)).toBe('none kept')
  })
})

describe('bundle files', () => {
  it('are what the build wrote besides its pages', async () => {
    const previous = await folder()
    for (const file of [
      'index.html',
      'pt-br/index.html',
      'assets/entries/app.js',
      'assets/entries/app.js.br',
      'robots.txt',
    ])
      await put(previous, file)
    const bundle = await bundleFilesIn(previous, ['index.html', 'pt-br/index.html'])
    expect(bundle).toEqual(['assets/entries/app.js', 'assets/entries/app.js.br', 'robots.txt'])
  })
})
