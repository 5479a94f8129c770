import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { otherNews } from '../../content/models/news'
import { renderElement } from '../../src/engine/testing'
import { fixtureArticles } from '../newsList/fixtures'
import { fixtures } from './fixtures'
import { RelatedNews } from './RelatedNews'
import { relatedNewsSchema } from './schema'

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
    const document = await renderElement(<RelatedNews {...fixtures.onSecondArticle!} />, '/en-us')
    expect([...document.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en-us/noticias/um',
      '/en-us/noticias/tres',
      '/en-us/noticias/quatro',
    ])
    expect(document.querySelector('h2')?.textContent).toBe('Outras notícias')
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
