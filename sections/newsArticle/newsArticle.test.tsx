import { describe, expect, it } from 'vitest'
import { BlockPosition, renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures as allFixtures } from './fixtures'
import { NewsArticle } from './NewsArticle'
import { newsArticleSectionSchema, newsCoverSlot, type NewsArticleProps } from './schema'

/** The fixtures as a built page renders them: the cover with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(newsArticleSectionSchema, props)]),
) as Record<string, NewsArticleProps>

describe('newsArticle', () => {
  it('titles the page with the headline (h1) and names the article by it', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />)
    const h1 = document.querySelector('h1')!
    expect(h1.textContent).toBe('Título dois')
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.querySelector('article')?.getAttribute('aria-labelledby')).toBe(h1.id)
    expect(document.querySelector('header p')?.textContent).toBe('Resumo dois')
  })

  it('opens the original source in a new tab without handing over window.opener, and says so', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />, '/en-us')
    const links = [...document.querySelectorAll('a')]
    expect(links).toHaveLength(1)
    const [link] = links
    expect(link!.getAttribute('href')).toBe('https://www.jornal.example/dois')
    expect(link!.getAttribute('target')).toBe('_blank')
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link!.textContent).toContain('(opens in a new tab)')
  })

  it('shows the info card (date, source host, reading time) and every paragraph of the text', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />)
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent)
    const details = [...document.querySelectorAll('dd')].map((dd) => dd.textContent)
    expect(terms).toEqual(['Publicada em', 'Fonte', 'Leitura'])
    expect(details).toEqual(['2 de julho de 2024', 'jornal.example', '1 min'])
    expect(document.querySelector('aside h2')?.textContent).toBe('Sobre a publicação')
    const text = [...document.querySelectorAll('article > div p')].map((p) => p.textContent)
    expect(text).toEqual(['Primeiro parágrafo de dois.', 'Segundo parágrafo de dois.'])
  })

  it('shows the cover beside the headline with its alt text, fetched first as the page opens', async () => {
    const document = await renderElement(
      <BlockPosition first>
        <NewsArticle {...fixtures.article!} />
      </BlockPosition>,
    )
    const cover = document.querySelector('header img')!
    expect(document.querySelector('aside img')).toBeNull()
    expect(cover.closest('picture')?.previousElementSibling?.querySelector('h1')).not.toBeNull()
    expect(cover.getAttribute('alt')).toBe('Ilustração de dois')
    expect(cover.getAttribute('src')).toBe('/assets/media/superando-barreiras-camila-duarte-1200.webp')
    expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })

  it('paints the whole article in its tone (light by default)', async () => {
    const surface = async (props: NewsArticleProps) =>
      (await renderElement(<NewsArticle {...props} />))
        .querySelector('[data-section="newsArticle"]')
        ?.getAttribute('data-surface')
    expect(await surface(fixtures.article!)).toBe('light')
    expect(await surface(fixtures.articleMuted!)).toBe('muted')
    expect(await surface(fixtures.articleInverse!)).toBe('inverse')
    expect(newsArticleSectionSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('offers a photo cover as AVIF and WebP at the widths of its place, from 1024 px only', async () => {
    const article = { ...allFixtures.article!.article, image: { src: 'news/dois.jpg', alt: { id: 'fx.alt' } } }
    const document = await renderElement(<NewsArticle {...withStandInImages(newsArticleSectionSchema, { article })} />)
    // Below 1024 px the cover loads nothing (a phone reads the article without it), then its formats.
    const [nothing, ...sources] = [...document.querySelectorAll('header picture source')]
    expect([nothing!.getAttribute('media'), nothing!.getAttribute('srcset')?.slice(0, 11)]).toEqual([
      '(max-width: 1023px)',
      'data:image/',
    ])
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', newsCoverSlot.sizes],
    ])
    expect(sources[0]!.getAttribute('srcset')).toContain('/assets/media/dois-1200.avif 1200w')
    const cover = document.querySelector('header picture img')!
    expect([cover.getAttribute('srcset'), cover.getAttribute('sizes')]).toEqual([
      '/assets/media/dois-600.webp 600w, /assets/media/dois-1200.webp 1200w',
      newsCoverSlot.sizes,
    ])
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '675'])
  })
})
