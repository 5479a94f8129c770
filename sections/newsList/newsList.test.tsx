import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures as allFixtures } from './fixtures'
import { NewsList } from './NewsList'
import { NEWS_CARD_SIZES, newsCardPlace, newsCardSizes, newsListSchema, type NewsListProps } from './schema'

/** The fixtures as a built page renders them: each card's picture with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(newsListSchema, props)]),
) as Record<string, NewsListProps>

describe('newsList', () => {
  it('links each card headline to /{locale}/noticias/{slug}, in order', async () => {
    const document = await renderElement(<NewsList {...fixtures.fiveArticles!} />, '/es-es')
    expect([...document.querySelectorAll('li h3 a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Título um', '/es-es/noticias/um'],
      ['Título dois', '/es-es/noticias/dois'],
      ['Título tres', '/es-es/noticias/tres'],
      ['Título quatro', '/es-es/noticias/quatro'],
      ['Título cinco', '/es-es/noticias/cinco'],
    ])
  })

  it('writes the date for the page language, with a machine-readable datetime', async () => {
    const dates = async (url: string) => {
      const time = (await renderElement(<NewsList {...fixtures.oneArticleMuted!} />, url)).querySelector('time')!
      return [time.getAttribute('datetime'), time.textContent]
    }
    expect(await dates('/pt-br')).toEqual(['2024-08-20', '20 de agosto de 2024'])
    expect(await dates('/en-us')).toEqual(['2024-08-20', 'August 20, 2024'])
    expect(await dates('/es-es')).toEqual(['2024-08-20', '20 de agosto de 2024'])
  })

  it('shows each picture with its alt text, lazily, in the card slot; the headline under an h2 section heading', async () => {
    const document = await renderElement(<NewsList {...fixtures.fiveArticles!} />)
    const images = [...document.querySelectorAll('picture img')]
    expect(images).toHaveLength(5)
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      ['um', 'dois', 'tres', 'quatro', 'cinco'].map((slug) => `Ilustração de ${slug}`),
    )
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/assets/media/ia-no-dia-a-dia-1200.webp',
      '/assets/media/superando-barreiras-camila-duarte-1200.webp',
      '/assets/media/superando-barreiras-camila-duarte-1200.webp',
      '/assets/media/fintechs-1200.webp',
      '/assets/media/courserians-rafael-monteiro-1200.webp',
    ])
    for (const image of images) expect(image.getAttribute('loading')).toBe('lazy')
    expect(document.querySelector('h2')?.textContent).toBe('Últimas publicações')
    expect(document.querySelectorAll('h3')).toHaveLength(5)
  })

  it('paints its tone (light by default) and keeps the cards raised on it', async () => {
    const surface = async (props: NewsListProps) =>
      (await renderElement(<NewsList {...props} />))
        .querySelector('[data-section="newsList"]')
        ?.getAttribute('data-surface')
    expect(await surface(fixtures.fiveArticles!)).toBe('light')
    expect(await surface(fixtures.oneArticleMuted!)).toBe('muted')
    expect(await surface(fixtures.threeInverse!)).toBe('inverse')
    expect(newsListSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('gives each card picture the sizes of its place: a third of the 1200 px column from 1280 px, half of it when wide', async () => {
    const document = await renderElement(<NewsList {...fixtures.fiveArticles!} />)
    const sizes = [...document.querySelectorAll('picture img')].map((img) => img.getAttribute('sizes'))
    const third = newsCardSizes({ wideFromSm: false, wideFromLg: false })
    expect(third).toMatch(/^\(min-width: 1280px\) 384px, /)
    expect(sizes.slice(0, 3)).toEqual([third, third, third])
    // Five cards: the last two share the second row from 1024 px, the fifth takes a row alone from 640 px.
    expect(sizes[3]).toBe(newsCardSizes({ wideFromSm: false, wideFromLg: true }))
    expect(sizes[4]).toBe(newsCardSizes({ wideFromSm: true, wideFromLg: true }))
    expect(sizes[4]).toMatch(/^\(min-width: 1280px\) 588px, /)
    // The build makes the files for the widest place.
    expect(NEWS_CARD_SIZES).toBe(sizes[4])
  })

  // Issue 37 point 4: five cards in rows of three left an empty cell.
  it('fills every row, whatever the number of cards: no empty cell from 640 px or from 1024 px', () => {
    for (let count = 2; count <= 14; count++) {
      const places = Array.from({ length: count }, (_, index) => newsCardPlace(index, count))
      // From 1024 px: a card takes 2 of 6 tracks, a wide one 3; rows fill in order.
      let row = 0
      for (const place of places) row = (row + (place.wideFromLg ? 3 : 2)) % 6
      expect(row, `${count} cards from 1024 px`).toBe(0)
      // No row of one half: halves come in pairs that start a row.
      expect(places.filter((place) => place.wideFromLg).length % 2, `${count} cards`).toBe(0)
      // From 640 px: a card takes 1 of 2 columns, a wide one both.
      const cells = places.reduce((sum, place) => sum + (place.wideFromSm ? 2 : 1), 0)
      expect(cells % 2, `${count} cards from 640 px`).toBe(0)
    }
  })

  // Issue 37 point 4: nothing showed that the list is kept up.
  it('says when the newest article came out, on the first page of the list only', async () => {
    const articles = fixtures.fiveArticles!.articles
    const newest = articles
      .map((article) => article.date)
      .sort()
      .at(-1)!
    const document = await renderElement(<NewsList {...fixtures.fiveArticles!} />, '/pt-br/noticias')
    const updated = document.querySelector('[data-section="newsList"] [data-list-updated]')
    expect(updated?.textContent).toMatch(/^Última publicação em /)
    expect(updated?.querySelector('time')?.getAttribute('datetime')).toBe(newest)
    const second = await renderElement(
      <NewsList {...fixtures.fiveArticles!} listPage={{ block: 1, number: 2, count: 3 }} />,
      '/pt-br/noticias/2',
    )
    expect(second.querySelector('[data-list-updated]')).toBeNull()
  })

  it("shows no page links when the list fits on one page (today's list, the gallery)", async () => {
    const document = await renderElement(<NewsList {...fixtures.fiveArticles!} />, '/pt-br/noticias')
    expect(document.querySelector('nav')).toBeNull()
    const single = await renderElement(
      <NewsList {...fixtures.fiveArticles!} listPage={{ block: 1, number: 1, count: 1 }} />,
      '/pt-br/noticias',
    )
    expect(single.querySelector('nav')).toBeNull()
  })

  it('links the pages of a paged list with plain links: previous, numbers (the current marked), next', async () => {
    const document = await renderElement(
      <NewsList {...fixtures.fiveArticles!} listPage={{ block: 1, number: 2, count: 3 }} />,
      '/pt-br/noticias/2',
    )
    const nav = document.querySelector('[data-section="newsList"] nav')!
    expect(nav.getAttribute('aria-label')).toBe('Paginação')
    expect(nav.textContent).toContain('Página 2 de 3')
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('rel'),
      a.getAttribute('aria-current'),
      a.getAttribute('aria-label') ?? a.textContent,
    ])
    expect(links).toEqual([
      ['/pt-br/noticias', 'prev', null, 'Anterior'],
      ['/pt-br/noticias', null, null, 'Página 1'],
      ['/pt-br/noticias/2', null, 'page', 'Página 2'],
      ['/pt-br/noticias/3', null, null, 'Página 3'],
      ['/pt-br/noticias/3', 'next', null, 'Próxima'],
    ])
  })

  it("keeps a long list's links short: first, last and the neighbours of the current page", async () => {
    const document = await renderElement(
      <NewsList {...fixtures.fiveArticles!} listPage={{ block: 1, number: 9, count: 43 }} />,
      '/en-us/noticias/9',
    )
    const items = [...document.querySelectorAll('nav ol li')].map((li) => li.textContent)
    expect(items).toEqual(['1', '…', '8', '9', '10', '…', '43'])
    expect(document.querySelector('nav a[rel="prev"]')?.getAttribute('href')).toBe('/en-us/noticias/8')
    expect(document.querySelector('nav a[rel="next"]')?.getAttribute('href')).toBe('/en-us/noticias/10')
  })
})
