import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildEnvironment, codeDigest, sourceDigests } from './sourceDigests'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sources-'))
  for (const [path, text] of Object.entries({
    'src/render.ts': 'code',
    'sections/hero/Hero.tsx': 'code',
    'content/news/one.ts': 'article',
    'content/models/news.ts': 'model',
    'pages/home.ts': 'page',
    'locales/en-us/messages.po': 'po',
    'locales/pseudo/messages.po': 'gallery po',
    'vite.config.ts': 'config',
    'tests/a.test.ts': 'test',
    'dist/client/index.html': 'output',
    'node_modules/x/index.js': 'package',
  }))
    await put(path, text)
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function put(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), text)
}

const digests = () => sourceDigests(root, { dist: 'dist' }, [join(root, 'build-out')])

describe('sourceDigests', () => {
  it('tells content edits (all changes, code does not) from code edits (both change)', async () => {
    const first = await digests()
    for (const path of ['content/news/one.ts', 'pages/home.ts', 'locales/en-us/messages.po']) {
      const before = await digests()
      await put(path, `${path} edited`)
      const after = await digests()
      expect(after.code, path).toBe(first.code)
      expect(after.all, path).not.toBe(before.all)
    }
    for (const path of ['src/render.ts', 'content/models/news.ts', 'locales/pseudo/messages.po', 'vite.config.ts']) {
      const before = await digests()
      await put(path, `${path} edited`)
      const after = await digests()
      expect(after.code, path).not.toBe(before.code)
      expect(after.all, path).not.toBe(before.all)
    }
  })

  it('has codeDigest answer the code digest alone', async () => {
    expect(await codeDigest(root, { dist: 'dist' }, [join(root, 'build-out')])).toBe((await digests()).code)
    await put('content/news/one.ts', 'edited')
    expect(await codeDigest(root, { dist: 'dist' }, [join(root, 'build-out')])).toBe((await digests()).code)
  })

  it('ignores tests, outputs, packages and the build folders it is told of', async () => {
    const before = await digests()
    for (const path of ['tests/a.test.ts', 'dist/client/index.html', 'node_modules/x/index.js', 'build-out/x.html'])
      await put(path, 'changed')
    expect(await digests()).toEqual(before)
  })

  it('changes the code digest with the build settings of the environment', async () => {
    const plain = buildEnvironment({ HOME: '/root', PATH: '/bin' }, '/srv/dist')
    expect(plain).toEqual({ dist: '/srv/dist', node: process.version })
    const settings = buildEnvironment({ VITE_LEAD_ENDPOINT: '/x', NGINX_ROOT: '/srv', HOME: '/root' }, '/srv/dist')
    expect(settings).toEqual({
      dist: '/srv/dist',
      node: process.version,
      NGINX_ROOT: '/srv',
      VITE_LEAD_ENDPOINT: '/x',
    })
    const [a, b] = await Promise.all([sourceDigests(root, plain), sourceDigests(root, settings)])
    expect(a.code).not.toBe(b.code)
  })
})
