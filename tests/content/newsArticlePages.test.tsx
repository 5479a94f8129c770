import { describe, expect, it } from 'vitest'
import { news } from '../../content/news'
import { newsArticlePage, newsArticlePages } from '../../pages/news-article'
import { fixtureArticle } from '../../sections/newsList/fixtures'
import { RelatedNews } from '../../sections/relatedNews/RelatedNews'
import { relatedNewsSchema, type RelatedNewsProps } from '../../sections/relatedNews/schema'
import { defineCollection } from '../../src/config/collections'
import { expandPages } from '../../src/config/expandPages'
import type { PageConfig } from '../../src/config/pages'
import { newsArticleSchema, otherNews, type NewsArticle } from '../../content/models/news'
import { withStandInImages } from '../../src/config/standInImages'
import { renderElement } from '../../src/testing/render'

// Regression: every article page used to carry every article to its "other news" block, which shows three, so
// each page's data (and each article message's where-used note) grew with the number of articles.
const relatedOf = (page: PageConfig) =>
  page.sections.find((block) => block.type === 'relatedNews')!.props as RelatedNewsProps

/** The article pages of a collection of the site's articles followed by `extra` generated ones. */
function articlePagesWith(extra: number): PageConfig[] {
  const generated = Array.from({ length: extra }, (_, index) => fixtureArticle(`gerado-${index + 1}`))
  const collection = defineCollection<NewsArticle>({
    name: 'news',
    schema: newsArticleSchema,
    entries: [...news.entries, ...generated],
  })
  return expandPages([newsArticlePages(collection)])
}

describe('an article page carries only what it shows', () => {
  it("hands its relatedNews block at most three cards, the spec's picks", () => {
    for (const page of expandPages([newsArticlePage])) {
      const slug = page.path.split('/').at(-1)!
      const { articles } = relatedOf(page)
      expect(articles.length).toBeLessThanOrEqual(3)
      expect(articles.map((article) => article.slug)).toEqual(otherNews(news.entries, slug).map((a) => a.slug))
      // A card shows no full text: the page carries none of the other articles' paragraphs.
      for (const article of articles) expect(Object.keys(article)).not.toContain('content')
    }
  })

  it('has page data of the same size with 10 or 100 generated articles', () => {
    const sizeOf = (pages: PageConfig[], id: string) =>
      JSON.stringify(pages.find((page) => page.id === `news-article/${id}`)).length
    const small = articlePagesWith(10)
    const large = articlePagesWith(100)
    expect(large).toHaveLength(small.length + 90)
    for (const id of [news.entries[1]!.slug, news.entries[4]!.slug, 'gerado-7'])
      expect(sizeOf(large, id)).toBe(sizeOf(small, id))
  })

  it('renders the same other news as the rule over the whole list (first four, not the current one)', async () => {
    const pages = articlePagesWith(20)
    const entries = [...news.entries, ...Array.from({ length: 20 }, (_, index) => ({ slug: `gerado-${index + 1}` }))]
    for (const slug of [entries[0]!.slug, entries[2]!.slug, entries[3]!.slug, 'gerado-12']) {
      const page = pages.find((candidate) => candidate.id === `news-article/${slug}`)!
      const props = withStandInImages(relatedNewsSchema, relatedOf(page))
      const document = await renderElement(<RelatedNews {...props} />, '/en-us')
      expect([...document.querySelectorAll('h3 a')].map((link) => link.getAttribute('href'))).toEqual(
        otherNews(entries, slug).map((article) => `/en-us/noticias/${article.slug}`),
      )
    }
  })
})
