import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { otherNews } from '../../content/models/news'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtureArticles } from '../newsList/fixtures'
import { newsCardSizes } from '../newsList/schema'
import { fixtures } from './fixtures'
import { RelatedNews } from './RelatedNews'
import { relatedNewsSchema, type RelatedNewsProps } from './schema'

/** The section as a built page renders it: each card's picture with its files. */
const built = (props: RelatedNewsProps) => withStandInImages(relatedNewsSchema, props)

const slugs = (list: Array<{ slug: string }>) => list.map((article) => article.slug)

describe('otherNews (the spec rule: at most three, excluding the current one, only from the first four)', () => {
  it.each([
    ['um', ['dois', 'tres', 'quatro']],
    ['dois', ['um', 'tres', 'quatro']],
    ['quatro', ['um', 'dois', 'tres']],
    // Beyond the first four the current article is not in the pool, so the first three are shown.
    ['cinco', ['um', 'dois', 'tres']],
    ['desconhecido', ['um', 'dois', 'tres']],
  ])('on "%s" shows %j', (current, expected) => {
    expect(slugs(otherNews(fixtureArticles, current))).toEqual(expected)
  })

  it('never reaches past the fourth entry, even when fewer than three remain', () => {
    expect(slugs(otherNews(fixtureArticles.slice(0, 2), 'um'))).toEqual(['dois'])
    expect(slugs(otherNews(fixtureArticles, 'tres')).includes('cinco')).toBe(false)
  })
})

describe('relatedNews', () => {
  it('links the picked articles for the visitor locale', async () => {
    const document = await renderElement(<RelatedNews {...built(fixtures.onSecondArticle!)} />, '/en-us')
    expect([...document.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en-us/noticias/um',
      '/en-us/noticias/tres',
      '/en-us/noticias/quatro',
    ])
    expect(document.querySelector('h2')?.textContent).toBe('Outras notícias')
  })

  it('shows each card picture with its alt text, lazily, at the card widths', async () => {
    const photo = { src: 'news/um.jpg', alt: { id: 'fx.alt', message: 'Foto de um' } }
    const [first, ...others] = fixtures.onSecondArticle!.articles
    const document = await renderElement(
      <RelatedNews {...built({ ...fixtures.onSecondArticle!, articles: [{ ...first!, image: photo }, ...others] })} />,
    )
    const images = [...document.querySelectorAll('li picture img')]
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Foto de um',
      'Ilustração de tres',
      'Ilustração de quatro',
    ])
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy')
    // Three cards fill a row of three: each a third of it from 1024 px.
    expect(images[0]!.getAttribute('sizes')).toBe(newsCardSizes({ wideFromSm: false, wideFromLg: false }))
    expect(document.querySelector('li source[type="image/avif"]')?.getAttribute('srcset')).toContain('um-600.avif')
  })

  it('is muted by default, setting the other news apart from the article, and paints the tone it is given', async () => {
    const muted = await renderElement(<RelatedNews {...built(fixtures.onSecondArticle!)} />)
    expect(muted.querySelector('[data-section="relatedNews"]')?.getAttribute('data-surface')).toBe('muted')
    const light = await renderElement(<RelatedNews {...built(fixtures.onLight!)} />)
    expect(light.querySelector('[data-section="relatedNews"]')?.getAttribute('data-surface')).toBe('light')
    expect(relatedNewsSchema.properties.tone).toMatchObject({ default: 'muted' })
  })

  it('renders nothing when no other article is left', async () => {
    const document = await renderElement(<RelatedNews {...fixtures.onFifthArticle!} articles={[]} />)
    expect(document.querySelector('[data-section="relatedNews"]')).toBeNull()
  })

  it('takes at most three articles: a page hands it only what it shows', () => {
    const validate = new Ajv({ strict: false }).compile(relatedNewsSchema)
    const four = [...fixtures.onFifthArticle!.articles, fixtures.longest!.articles[0]!]
    expect(validate({ ...fixtures.onFifthArticle, articles: four })).toBe(false)
    expect(validate(fixtures.onFifthArticle)).toBe(true)
  })
})
