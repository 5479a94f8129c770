import { mkdtemp, readFile, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PRUNE_INTERVAL_HOURS, pruneMarkOf } from '../cacheDirs'
import type { CardInput } from './renderCard'
import { writeSocialCards } from './writeCards'

let work: string
let client: string
let cacheDir: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'social-cards-'))
  client = join(work, 'client')
  cacheDir = join(work, 'cache', 'og')
})
afterEach(() => rm(work, { recursive: true, force: true }))

const brand = { name: 'Testco', host: 'testco.example' }
const cards = [
  { path: '/og/pt-br.png', title: 'Início' },
  { path: '/og/en-us.png', title: 'Home' },
  { path: '/og/en-us/services.png', title: 'Services' },
  { path: '/og/es-es/services.png', title: 'Services' },
]

/** A stand-in renderer: the title as bytes, counting its calls. */
function counting() {
  const rendered: string[] = []
  return {
    rendered,
    render: async ({ title }: CardInput) => (rendered.push(title), Buffer.from(`png:${title}`)),
  }
}

describe('writeSocialCards', () => {
  it('writes each card at its path, rendering each distinct card once', async () => {
    const { rendered, render } = counting()
    const stats = await writeSocialCards(client, cards, brand, { cacheDir, render })
    expect(stats).toEqual({ cards: 4, rendered: 3, reused: 1 })
    expect(rendered.sort()).toEqual(['Home', 'Início', 'Services'])
    expect(String(await readFile(join(client, 'og', 'pt-br.png')))).toBe('png:Início')
    expect(String(await readFile(join(client, 'og', 'es-es', 'services.png')))).toBe('png:Services')
  })

  it('moves the cards whose key is unchanged from the previous build, and copies the others', async () => {
    const keys: Record<string, string> = {}
    await writeSocialCards(client, cards, brand, { cacheDir, render: counting().render, keys })
    expect(Object.keys(keys).sort()).toEqual(cards.map((card) => card.path).sort())
    const previous = join(work, 'previous')
    await rename(client, previous)
    await writeFile(join(previous, 'og', 'pt-br.png'), 'the previous build’s card')
    const changed = cards.map((card) => (card.path === '/og/en-us.png' ? { ...card, title: 'Welcome' } : card))
    const again = counting()
    await writeSocialCards(client, changed, brand, {
      cacheDir,
      render: again.render,
      previous: { client: previous, keys },
    })
    expect(again.rendered).toEqual(['Welcome'])
    expect(String(await readFile(join(client, 'og', 'pt-br.png')))).toBe('the previous build’s card')
    expect(String(await readFile(join(client, 'og', 'en-us.png')))).toBe('png:Welcome')
    const left = await readdir(join(previous, 'og'), { recursive: true, withFileTypes: true })
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['en-us.png'])
  })

  it('keeps the cards in place when the client folder stays, redraws the changed, removes those of pages gone', async () => {
    const keys: Record<string, string> = {}
    await writeSocialCards(client, cards, brand, { cacheDir, render: counting().render, keys })
    await writeFile(join(client, 'og', 'pt-br.png'), 'the last build’s card')
    const changed = cards
      .filter((card) => !card.path.startsWith('/og/es-es/'))
      .map((card) => (card.path === '/og/en-us.png' ? { ...card, title: 'Welcome' } : card))
    const again = counting()
    await writeSocialCards(client, changed, brand, { cacheDir, render: again.render, previous: { client, keys } })
    expect(again.rendered).toEqual(['Welcome'])
    expect(String(await readFile(join(client, 'og', 'pt-br.png')))).toBe('the last build’s card')
    expect(String(await readFile(join(client, 'og', 'en-us.png')))).toBe('png:Welcome')
    // The gone page's card, and the folder it leaves empty.
    expect((await readdir(join(client, 'og'))).sort()).toEqual(['en-us', 'en-us.png', 'pt-br.png'])
  })

  it('renders nothing on a rebuild of unchanged cards, and only the changed one after an edit', async () => {
    await writeSocialCards(client, cards, brand, { cacheDir, render: counting().render })
    await rm(client, { recursive: true })
    const again = counting()
    expect(await writeSocialCards(client, cards, brand, { cacheDir, render: again.render })).toEqual({
      cards: 4,
      rendered: 0,
      reused: 4,
    })
    expect(String(await readFile(join(client, 'og', 'en-us.png')))).toBe('png:Home')
    const edited = counting()
    const changed = cards.map((card) => (card.path === '/og/en-us.png' ? { ...card, title: 'Welcome' } : card))
    await writeSocialCards(client, changed, brand, { cacheDir, render: edited.render })
    expect(edited.rendered).toEqual(['Welcome'])
    // What the last build did not use stays a while (another build sharing the cache may use it)…
    expect(await readdir(cacheDir)).toHaveLength(4)
    // …and goes once no build has used it for two weeks.
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000)
    for (const name of await readdir(cacheDir)) await utimes(join(cacheDir, name), fifteenDaysAgo, fifteenDaysAgo)
    // The folder was last pruned a day ago (`PRUNE_INTERVAL_HOURS`).
    const dayAgo = new Date(Date.now() - (PRUNE_INTERVAL_HOURS + 1) * 3_600_000)
    await utimes(pruneMarkOf(cacheDir), dayAgo, dayAgo)
    await writeSocialCards(client, changed, brand, { cacheDir, render: counting().render })
    expect(await readdir(cacheDir)).toHaveLength(3)
  })

  it('keeps its cache outside the build output: after rm -rf dist nothing is drawn again (regression: dist/cache/og)', async () => {
    const dist = join(work, 'dist')
    const saved = process.env.BUILD_CACHE_DIR
    process.env.BUILD_CACHE_DIR = join(work, 'build-caches')
    try {
      await writeSocialCards(join(dist, 'client'), cards, brand, { render: counting().render })
      await rm(dist, { recursive: true })
      const again = counting()
      expect(await writeSocialCards(join(dist, 'client'), cards, brand, { render: again.render })).toEqual({
        cards: 4,
        rendered: 0,
        reused: 4,
      })
      expect(await readdir(join(work, 'build-caches', 'social-cards'))).toHaveLength(3)
    } finally {
      if (saved === undefined) delete process.env.BUILD_CACHE_DIR
      else process.env.BUILD_CACHE_DIR = saved
    }
  })

  it('refuses, before drawing any card, titles with characters no font of the card draws, naming each page', async () => {
    const { rendered, render } = counting()
    const world = [...cards, { path: '/og/zh.png', title: '价格' }, { path: '/og/ar.png', title: 'الأسعار ™' }]
    const refusal = writeSocialCards(client, world, brand, { cacheDir, render })
    await expect(refusal).rejects.toThrow(
      '1 social card(s) cannot be drawn:\n/og/zh.png: the social card of "价格" cannot draw 价 (U+4EF7), 格 (U+683C)',
    )
    expect(rendered).toEqual([])
  })

  it('refuses a card path outside og/', async () => {
    await expect(
      writeSocialCards(client, [{ path: '/og/../index.html', title: 'x' }], brand, {
        cacheDir,
        render: counting().render,
      }),
    ).rejects.toThrow(/og/)
  })
})
