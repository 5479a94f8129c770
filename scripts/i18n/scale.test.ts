import { beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../app/site'
import { news } from '../../content/news'
import { newsArticlePages } from '../../pages/news-article'
import { fixtureArticle } from '../../sections/newsList/fixtures'
import { defineCollection } from '../../src/config/collections'
import type { PageConfig } from '../../src/config/pages'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { annotateCatalog, USED_IN } from './annotate'
import { serializeCatalog, type Catalog } from './catalogs'
import { readCatalogs } from './load'
import { siteProblems } from './problems'
import { collectMessageUsage, type MessageUsage } from './usage'

// Regression: with every article handed to every article page, each article message listed every article page
// (PO files 0.19 → 96 MB per locale at 500 generated articles), and annotating and the gate scanned every page
// for each place. Costs must grow linearly with the articles: checked by sizes and counts, not by timing.
const EXTRA = [3, 6, 9]
const slugOf = (index: number) => `gerado-${String(index).padStart(4, '0')}`
const generated = (count: number) => Array.from({ length: count }, (_, index) => fixtureArticle(slugOf(index + 1)))

/** The site with `count` generated articles after its own. */
async function usageWith(count: number): Promise<MessageUsage> {
  const collection = defineCollection<NewsArticle>({
    name: 'news',
    schema: newsArticleSchema,
    entries: [...news.entries, ...generated(count)],
  })
  const pages = siteContent.pages.map((page) => (page.id === 'news-article' ? newsArticlePages(collection) : page))
  return collectMessageUsage({ ...siteContent, pages })
}

/** The committed catalogs plus the generated articles' messages, translated (their source text). */
function catalogsWith(committed: Map<Locale, Catalog>, count: number): Map<Locale, Catalog> {
  const extra: Catalog = {}
  for (const article of generated(count))
    for (const copy of [article.title, article.desc, article.image.alt!, ...article.content])
      extra[copy.id] = { message: copy.message!, translation: copy.message!, comments: [], origin: [] }
  return new Map([...committed].map(([locale, catalog]) => [locale, { ...catalog, ...extra }]))
}

let usages: MessageUsage[]
let committed: Map<Locale, Catalog>
beforeAll(async () => {
  usages = []
  for (const count of EXTRA) usages.push(await usageWith(count))
  committed = await readCatalogs()
}, 120_000)

describe('i18n costs grow linearly with the articles', () => {
  it("lists a generated article's messages on its own page only", () => {
    const usage = usages.at(-1)!
    const article = generated(EXTRA.at(-1)!)[4]!
    for (const copy of [article.title, article.desc, article.content[0]!]) {
      const pages = new Set(usage.places.get(copy.id)!.map((place) => place.pageId))
      expect([...pages]).toEqual([`news-article/${article.slug}`])
    }
  })

  it('adds the same number of where-used places and PO bytes per locale for each 3 more articles', async () => {
    const placeCount = (usage: MessageUsage) => [...usage.places.values()].reduce((sum, list) => sum + list.length, 0)
    const counts = usages.map(placeCount)
    expect(counts[2]! - counts[1]!).toBe(counts[1]! - counts[0]!)
    for (const locale of LOCALES) {
      const sizes: number[] = []
      for (const [index, usage] of usages.entries()) {
        const catalog = catalogsWith(committed, EXTRA[index]!).get(locale)!
        sizes.push((await serializeCatalog(annotateCatalog(catalog, usage, locale), locale)).length)
      }
      expect(sizes[2]! - sizes[1]!, `${locale}: ${sizes.join(' → ')} bytes`).toBe(sizes[1]! - sizes[0]!)
    }
  })

  it('looks each place up in an index: annotating and the gate read the page list about once', () => {
    const usage = usages.at(-1)!
    let reads = 0
    const pages = new Proxy(usage.pages, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1
        return Reflect.get(target, key, receiver) as unknown
      },
    }) as PageConfig[]
    const counted = { ...usage, pages }
    const catalogs = catalogsWith(committed, EXTRA.at(-1)!)
    for (const locale of LOCALES) {
      const annotated = annotateCatalog(catalogs.get(locale)!, counted, locale)
      const article = Object.values(annotated).find((entry) => entry.message === 'Título gerado-0001')
      expect(article?.comments?.[0]).toBe(
        `${USED_IN}news-article/gerado-0001 › meta.title; news-article/gerado-0001 › newsArticle.article.title`,
      )
    }
    expect(siteProblems(catalogs, counted)).toEqual([])
    expect(reads).toBeLessThanOrEqual(usage.pages.length)
  })
})
