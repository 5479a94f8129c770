import { availableParallelism } from 'node:os'
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { SocialCard } from '../../../render/socialCard'
import { buildCacheDir, markUsed, pruneUnused } from '../cacheDirs'
import { keepOnly } from '../keepOnly'
import { cardGlyphProblem, cardKey, createCardRenderer, type CardBrand, type CardRenderer } from './renderCard'

export interface SocialCardOptions {
  /** Where cards are kept by `cardKey` (default: `social-cards/` of the build caches, `buildCacheDir`). */
  cacheDir?: string
  /** How many cards are drawn at once (default: the machine's cores + 1, so satori and sharp overlap). */
  concurrency?: number
  /** Draws a card (default: `createCardRenderer()`; tests count its calls). */
  render?: CardRenderer
  /**
   * The previous build's client folder and its cards' keys by path (`ExportRecord`): a card whose key is the one
   * it had is moved from there, not copied from the cache (an incremental build).
   */
  previous?: { client: string; keys: Readonly<Record<string, string>> }
  /** Filled with each card's key, by path (for the next build's `previous`). */
  keys?: Record<string, string>
}

/** What a run did: cards written, of which drawn now and taken from the cache (or kept from the last build). */
export interface SocialCardStats {
  cards: number
  rendered: number
  reused: number
}

/**
 * Writes every page's social card under `client` (the built site) at its path (`/og/pt-br.png`). Each card is
 * cached by `cardKey` (title as drawn, brand, design, font) outside the build's output, so a rebuild (even after
 * `rm -rf dist`) draws only the cards whose text or design changed, and cards that would be identical are drawn
 * once; the cache drops what no build has used for a while (`pruneUnused`). An incremental build moves the cards
 * that did not change from the previous build (`previous`).
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
    const key = cardKey({ title: card.title, brand })
    if (options.keys) options.keys[card.path] = key
    return { target, key, title: card.title, path: card.path }
  })
  // Every title checked before any card is drawn: one error names each page whose title has a character no font has.
  // A card whose key is the one it had in the previous build was checked then.
  const refused = cards.flatMap((card, index) => {
    if (options.previous?.keys[card.path] === targets[index]!.key) return []
    const problem = cardGlyphProblem(card.title, brand.name)
    return problem ? [`${card.path}: ${problem}`] : []
  })
  if (refused.length > 0) throw new Error(`${refused.length} social card(s) cannot be drawn:\n${refused.join('\n')}`)
  await mkdir(cacheDir, { recursive: true })
  const previous = options.previous
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

  const folders = new Map<string, Promise<unknown>>()
  const write = async ({ target, key, title, path }: (typeof targets)[number]) => {
    const folder = dirname(target)
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }))
    await folders.get(folder)
    if (previous?.keys[path] === key) {
      try {
        await rename(resolve(previous.client, `.${path}`), target)
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
    let drawn = drawing.get(key)
    if (!drawn) drawing.set(key, (drawn = draw(key, title)))
    await drawn
    await copyFile(join(cacheDir, `${key}.png`), target)
  }

  let next = 0
  const worker = async () => {
    while (next < targets.length) await write(targets[next++]!)
  }
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism() + 1)
  await Promise.all(Array.from({ length: concurrency }, worker))

  stats.reused = stats.cards - stats.rendered
  // A build that keeps its client folder (`keepInPlace`) has the last build's cards here: those of pages gone go.
  await keepOnly(ogRoot, new Set(targets.map(({ target }) => relative(ogRoot, target).split(sep).join('/'))))
  await pruneUnused(cacheDir, new Set(targets.map(({ key }) => `${key}.png`)))
  return stats
}
