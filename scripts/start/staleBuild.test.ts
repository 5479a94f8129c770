import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildIsStale } from './staleBuild'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'start-'))
})
afterEach(() => rm(root, { recursive: true, force: true }))

const hourAgo = new Date(Date.now() - 3_600_000)

async function put(path: string, when: Date) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), path)
  await utimes(join(root, path), when, when)
}

describe('npm start builds first when', () => {
  it('there is no build yet', async () => {
    await put('src/app.ts', hourAgo)
    expect(await buildIsStale(root, join(root, 'dist'))).toBe(true)
  })

  it('a source changed after the build, wherever it is (regression: layouts/ was not looked at)', async () => {
    await put('dist/client/index.html', hourAgo)
    for (const source of ['layouts/index.ts', 'src/app.ts', 'lingui.config.ts', 'content/media/a.png']) {
      await put(source, new Date())
      expect(await buildIsStale(root, join(root, 'dist')), source).toBe(true)
      await utimes(join(root, source), new Date(hourAgo.getTime() - 1000), new Date(hourAgo.getTime() - 1000))
    }
    expect(await buildIsStale(root, join(root, 'dist'))).toBe(false)
  })

  it('not when only tests, guides or outputs changed', async () => {
    await put('dist/client/index.html', hourAgo)
    await put('src/app.ts', new Date(hourAgo.getTime() - 1000))
    for (const other of ['tests/a.test.ts', 'docs/guide.md', 'dist-other/client/index.html'])
      await put(other, new Date())
    expect(await buildIsStale(root, join(root, 'dist'))).toBe(false)
  })
})
