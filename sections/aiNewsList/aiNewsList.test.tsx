import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { AiNewsList } from './AiNewsList'
import { fixtures as allFixtures } from './fixtures'
import { aiNewsItemSlot, aiNewsListSchema, type AiNewsListProps } from './schema'

/** The fixtures as a built page renders them: every picture with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(aiNewsListSchema, props)]),
) as Record<string, AiNewsListProps>

describe('aiNewsList', () => {
  it('shows the category tiles as a named list', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.fourTiles!} />)
    const tiles = document.querySelector('ul[aria-label="Categorias"]')!
    expect([...tiles.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Mundo', 'Mundo', 'Mundo', 'Mundo'])
  })

  it('links every item to its Portuguese detail page, whatever the page locale', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.fourTiles!} />, '/en-us')
    expect([...document.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual([
      '/pt-br/ia-noticia/agua-e-energia',
      '/pt-br/ia-noticia/outra',
    ])
  })

  it('clamps the text to four lines and shows date and relevance grade', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.noTiles!} />)
    const text = document.querySelector('h3 + p')!
    expect(text.className).toContain('line-clamp-4')
    expect(text.textContent).toBe('Primeiro parágrafo. Segundo parágrafo.')
    expect(document.querySelector('time')?.textContent).toBe('23 de julho de 2024')
    expect(document.body.textContent).toContain('Grau de relevância: 8-10')
  })

  it('dims decorative category pictures under their labels; each item shows its picture with alt text, lazily', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.fourTiles!} />)
    const tiles = [...document.querySelectorAll('ul[aria-label="Categorias"] picture img')]
    expect(tiles.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual(
      Array(4).fill(['/assets/media/mundo-1200.webp', '']),
    )
    // Each tile is a dark surface: the picture is dimmed over it, so its label reads on any picture.
    for (const tile of document.querySelectorAll('ul[aria-label="Categorias"] li')) {
      expect(tile.getAttribute('data-surface')).toBe('inverse')
      expect(tile.querySelector('picture')!.parentElement!.className).toMatch(/\bopacity-\d+\b/)
    }
    const items = [...document.querySelectorAll('article picture img')]
    expect(items.map((img) => [img.getAttribute('alt'), img.getAttribute('loading')])).toEqual([
      ['Gota d’água', 'lazy'],
      ['Gota d’água', 'lazy'],
    ])
  })

  it('paints its tone (light by default) and leaves out an empty row of tiles', async () => {
    const light = await renderElement(<AiNewsList {...fixtures.fourTiles!} />)
    expect(light.querySelector('[data-section="aiNewsList"]')?.getAttribute('data-surface')).toBe('light')
    const muted = await renderElement(<AiNewsList {...fixtures.fourTilesMuted!} />)
    expect(muted.querySelector('[data-section="aiNewsList"]')?.getAttribute('data-surface')).toBe('muted')
    const none = await renderElement(<AiNewsList {...fixtures.noTiles!} />)
    expect(none.querySelector('ul[aria-label="Categorias"]')).toBeNull()
    expect(aiNewsListSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('offers a photo as AVIF and WebP at the widths of its card', async () => {
    const props = {
      ...allFixtures.noTiles!,
      items: [{ ...allFixtures.noTiles!.items[0]!, image: { src: 'ai-news/agua.jpg', alt: { id: 'fx.alt' } } }],
    }
    const document = await renderElement(<AiNewsList {...withStandInImages(aiNewsListSchema, props)} />)
    const source = document.querySelector('article source[type="image/avif"]')!
    expect([source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual([
      '/assets/media/agua-600.avif 600w, /assets/media/agua-1200.avif 1200w',
      aiNewsItemSlot.sizes,
    ])
  })
})
