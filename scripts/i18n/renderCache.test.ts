import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { keepValue, readKept } from '../../src/tools/build/pureCache'
import { BlockRenders, type RenderedMessages } from './renderCache'
import { collectMessageUsage, type MessageUsage } from './usage'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'block-renders-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const rendered: RenderedMessages = {
  ids: ['a', 'b'],
  sources: [['a', 'Olá']],
  shown: [
    ['a', 'Olá'],
    ['b', null],
  ],
}

describe('BlockRenders', () => {
  it('answers a render only while every message it showed is the same', async () => {
    const dir = tempDir()
    const renders = await BlockRenders.open('code', dir)
    const key = renders.key('site', ['hero', { title: 'x' }])
    renders.set(key, rendered)
    await renders.save()
    const again = await BlockRenders.open('code', dir)
    expect(again.get(key, { a: 'Olá', c: 'other' })).toEqual(rendered)
    expect(again.get(key, { a: 'Olá!' })).toBeUndefined() // a translation changed
    expect(again.get(key, { a: 'Olá', b: 'now translated' })).toBeUndefined()
  })

  it('keys by the code, the site and the block', async () => {
    const dir = tempDir()
    const renders = await BlockRenders.open('code', dir)
    const other = await BlockRenders.open('other code', dir)
    const key = renders.key('site', ['hero', { title: 'x' }])
    expect(other.key('site', ['hero', { title: 'x' }])).not.toBe(key)
    expect(renders.key('site 2', ['hero', { title: 'x' }])).not.toBe(key)
    expect(renders.key('site', ['hero', { title: 'y' }])).not.toBe(key)
    expect(renders.key('site', ['hero', { title: 'x' }])).toBe(key)
  })

  it('ignores a kept file it cannot read, and a folder it cannot write', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'block-renders.bin'), 'not a cache')
    const renders = await BlockRenders.open('code', dir)
    expect(renders.get(renders.key('site', 'x'), {})).toBeUndefined()
    const file = join(dir, 'a-file')
    writeFileSync(file, '')
    const unwritable = await BlockRenders.open('code', join(file, 'below'))
    unwritable.set(unwritable.key('x'), rendered)
    await expect(unwritable.save()).resolves.toBeUndefined()
  })
})

/** What the gate reads of a usage, in order (a message's first source and place decide what people read). */
const plain = (usage: MessageUsage) => ({
  places: [...usage.places],
  blocks: [...usage.blocks],
  sources: [...usage.sources],
})

describe('collectMessageUsage with kept renders', () => {
  it('finds what rendering every block finds, and renders again a block whose messages changed', async () => {
    const dir = tempDir()
    const fresh = plain(await collectMessageUsage())
    const first = await BlockRenders.open('code', dir)
    expect(plain(await collectMessageUsage(undefined, { renders: first }))).toEqual(fresh)
    await first.save()
    const second = await BlockRenders.open('code', dir)
    expect(plain(await collectMessageUsage(undefined, { renders: second }))).toEqual(fresh)

    // Each kept render as if made under other translations, and holding a message the block does not show: the
    // catalog differs from what each render saw, so every block is rendered again and the stray message is gone.
    const file = join(dir, 'block-renders.bin')
    const kept = (await readKept<Map<string, RenderedMessages>>(file))!
    expect(kept.size).toBeGreaterThan(10)
    for (const entry of kept.values()) {
      entry.ids = [...entry.ids, 'stray']
      entry.shown = [...entry.shown, ['stray', 'a translation since changed']]
    }
    await keepValue(file, kept)
    const stale = await BlockRenders.open('code', dir)
    const usage = await collectMessageUsage(undefined, { renders: stale })
    expect(usage.places.has('stray')).toBe(false)
    expect(plain(usage)).toEqual(fresh)
  })
})
