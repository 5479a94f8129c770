import { availableParallelism } from 'node:os'
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { SocialCard } from '../../render/socialCard'
import { buildCacheDir, markUsed, pruneUnused } from '../cacheDirs'
import { cardGlyphProblem, cardKey, createCardRenderer, type CardBrand, type CardRenderer } from './renderCard'

export interface SocialCardOptions {
  /** Where cards are kept by `cardKey` (default: `social-cards/` of the build caches, `buildCacheDir`). */
  cacheDir?: string
  /** How many cards are drawn at once (default: the machine's cores + 1, so satori and sharp overlap). */
  concurrency?: number
  /** Draws a card (default: `createCardRenderer()`; tests count its calls). */
  render?: CardRenderer
}

/** What a run did: cards written, of which drawn now and taken from the cache. */
export interface SocialCardStats {
  cards: number
  rendered: number
  reused: number
}

/**
 * Writes every page's social card under `client` (the built site) at its path (`/og/pt-br.png`). Each card is
 * cached by `cardKey` (title as drawn, brand, design, font) outside the build's output, so a rebuild (even after
 * `rm -rf dist`) draws only the cards whose text or design changed, and cards that would be identical are drawn
 * once; the cache drops what no build has used for a while (`pruneUnused`).
 */
export async function writeSocialCards(
  client: string,
  cards: readonly SocialCard[],
  brand: CardBrand,
  options: SocialCardOptions = {},
): Promise<SocialCardStats> {
  const cacheDir = options.cacheDir ?? buildCacheDir('social-cards')
  const ogRoot = resolve(client, 'og')
  const targets = cards.map((card) => {
    const target = resolve(client, `.${card.path}`)
    if (!target.startsWith(ogRoot + sep)) throw new Error(`A social card must be under /og/: ${card.path}`)
    return { target, key: cardKey({ title: card.title, brand }), title: card.title }
  })
  // Every title checked before any card is drawn: one error names each page whose title has a character no font has.
  const refused = cards.flatMap((card) => {
    const problem = cardGlyphProblem(card.title, brand.name)
    return problem ? [`${card.path}: ${problem}`] : []
  })
  if (refused.length > 0) throw new Error(`${refused.length} social card(s) cannot be drawn:\n${refused.join('\n')}`)
  await mkdir(cacheDir, { recursive: true })
  let renderer = options.render
  const render = async (title: string) => (renderer ??= await createCardRenderer())({ title, brand })
  const stats: SocialCardStats = { cards: cards.length, rendered: 0, reused: 0 }
  const drawing = new Map<string, Promise<void>>()
  let writes = 0

  const draw = async (key: string, title: string) => {
    const cached = join(cacheDir, `${key}.png`)
    try {
      await markUsed(cached)
      return
    } catch {
      // Not cached yet: draw it.
    }
    const png = await render(title)
    stats.rendered += 1
    // Written aside then renamed, so a cache entry is never seen half-written.
    const temporary = `${cached}.${process.pid}.${(writes += 1)}.tmp`
    await writeFile(temporary, png)
    await rename(temporary, cached)
  }

  const write = async ({ target, key, title }: (typeof targets)[number]) => {
    let drawn = drawing.get(key)
    if (!drawn) drawing.set(key, (drawn = draw(key, title)))
    await drawn
    await mkdir(dirname(target), { recursive: true })
    await copyFile(join(cacheDir, `${key}.png`), target)
  }

  let next = 0
  const worker = async () => {
    while (next < targets.length) await write(targets[next++]!)
  }
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism() + 1)
  await Promise.all(Array.from({ length: concurrency }, worker))

  stats.reused = stats.cards - stats.rendered
  await pruneUnused(cacheDir, new Set(targets.map(({ key }) => `${key}.png`)))
  return stats
}
