import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dropBuildRecord, outputsIntact, readBuildRecord, writeBuildRecord } from './buildRecord'

let dist: string
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'record-'))
  await mkdir(join(dist, 'client', 'pt-br'), { recursive: true })
  await mkdir(join(dist, 'cache'), { recursive: true })
  await writeFile(join(dist, 'client', 'pt-br', 'index.html'), '<p>oi</p>')
  await writeFile(join(dist, 'cache', 'media.json'), '[]')
})
afterEach(() => rm(dist, { recursive: true, force: true }))

const record = { sources: { code: 'c', all: 'a', content: {} }, pages: { '/pt-br': 'k' }, bundle: [] }

describe('the build record', () => {
  it("lists every output file but the build's own cache folder, and reads back what it wrote", async () => {
    await writeBuildRecord(dist, record)
    const read = await readBuildRecord(dist)
    expect(read).toMatchObject(record)
    expect(Object.keys(read!.outputs)).toEqual(['client/pt-br/index.html'])
    expect(await outputsIntact(dist, read!.outputs)).toBe(true)
  })

  it('is no longer intact when a file is changed, touched, added or removed', async () => {
    await writeBuildRecord(dist, record)
    const { outputs } = (await readBuildRecord(dist))!
    const page = join(dist, 'client', 'pt-br', 'index.html')
    await writeFile(page, '<p>olá</p>')
    expect(await outputsIntact(dist, outputs)).toBe(false)
    await writeFile(page, '<p>oi</p>')
    await utimes(page, new Date(2020, 0, 1), new Date(2020, 0, 1))
    expect(await outputsIntact(dist, outputs)).toBe(false)

    await writeBuildRecord(dist, record)
    const again = (await readBuildRecord(dist))!.outputs
    await writeFile(join(dist, 'client', 'extra.html'), 'x')
    expect(await outputsIntact(dist, again)).toBe(false)
    await rm(join(dist, 'client'), { recursive: true })
    expect(await outputsIntact(dist, again)).toBe(false)
  })

  it('is no record when an older build wrote it (without the content digests or the bundle files)', async () => {
    await writeBuildRecord(dist, record)
    expect(await readBuildRecord(dist)).toBeDefined()
    const file = join(dist, 'cache', 'build-record.json')
    const older = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    delete older.bundle
    await writeFile(file, JSON.stringify(older))
    expect(await readBuildRecord(dist)).toBeUndefined()
  })

  it('is gone once dropped (a build in progress) and unread when missing', async () => {
    await writeBuildRecord(dist, record)
    await dropBuildRecord(dist)
    expect(await readBuildRecord(dist)).toBeUndefined()
  })
})
