import { Ajv } from 'ajv'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aiNews } from '../../content/ai-news'
import { news } from '../../content/news'
import { videos } from '../../content/videos'
import { aiNewsItemSchema, aiNewsPath } from '../../content/models/aiNews'
import { newsArticleSchema, newsPath, otherNews, sourceHost } from '../../content/models/news'
import { videoSchema, youtubeEmbedUrl } from '../../content/models/videos'

const newsArticles = news.entries
const aiNewsItems = aiNews.entries

const ajv = new Ajv({ allErrors: true, strict: false })
const publicFile = (path: string) => existsSync(join(import.meta.dirname, '../../public', path))
const mediaFile = (path: string) => existsSync(join(import.meta.dirname, '../../content/media', path))

describe('news articles', () => {
  const validate = ajv.compile(newsArticleSchema)

  it.each(newsArticles.map((article) => [article.slug, article] as const))(
    '%s matches the schema and its image exists',
    (_slug, article) => {
      expect(validate(article), JSON.stringify(validate.errors)).toBe(true)
      expect(mediaFile(article.image.src)).toBe(true)
      expect(article.image.alt).toBeDefined()
      expect(article.content.length).toBeGreaterThanOrEqual(3)
    },
  )

  it('has at least five articles with unique slugs, including the ones the spec names', () => {
    const slugs = newsArticles.map((article) => article.slug)
    expect(slugs.length).toBeGreaterThanOrEqual(5)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toContain('inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia')
    expect(slugs.some((slug) => slug.startsWith('conheca-os-courserians-'))).toBe(true)
    expect(slugs.some((slug) => slug.startsWith('superando-barreiras-'))).toBe(true)
  })

  it('is listed newest first', () => {
    const dates = newsArticles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('rejects an article with a non-https source or a bad date', () => {
    expect(validate({ ...newsArticles[0], originalLink: 'http://example.com' })).toBe(false)
    expect(validate({ ...newsArticles[0], date: '20/08/2024' })).toBe(false)
  })

  it('builds paths and source hosts', () => {
    expect(newsPath({ slug: 'x' })).toBe('/noticias/x')
    expect(sourceHost('https://www.jornal.example/a/b')).toBe('jornal.example')
  })

  it('picks "other news" from the real list by the spec rule', () => {
    const [first, second, third, fourth, fifth] = newsArticles.map((article) => article.slug)
    expect(otherNews(newsArticles, second!).map((article) => article.slug)).toEqual([first, third, fourth])
    expect(otherNews(newsArticles, fifth!).map((article) => article.slug)).toEqual([first, second, third])
  })
})

describe('videos', () => {
  const validate = ajv.compile(videoSchema)

  it('are three, valid, with local posters', () => {
    expect(videos).toHaveLength(3)
    for (const video of videos) {
      expect(validate(video), JSON.stringify(validate.errors)).toBe(true)
      expect(mediaFile(video.poster.src)).toBe(true)
    }
  })

  it('play from the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('abcdefghijk')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1')
  })
})

describe('AI-news items', () => {
  const validate = ajv.compile(aiNewsItemSchema)

  it('are valid, with existing images, and include the sabesp sample graded 8-10', () => {
    for (const item of aiNewsItems) {
      expect(validate(item), JSON.stringify(validate.errors)).toBe(true)
      expect(mediaFile(item.image.src)).toBe(true)
      for (const logo of item.partners) expect(publicFile(logo.img)).toBe(true)
    }
    const sabesp = aiNewsItems.find((item) => item.slug === 'sabesp-privatizacao')
    expect(sabesp?.grade).toBe('8-10')
    expect(sabesp?.tags).toEqual(expect.arrayContaining(['Saneamento', 'Privatização']))
  })

  it('link to their Portuguese page', () => {
    expect(aiNewsPath({ slug: 'sabesp-privatizacao' })).toBe('/pt-br/ia-noticia/sabesp-privatizacao')
  })
})
