import { describe, expect, it } from 'vitest'
import { siteContent } from '../../app/site'
import { news } from '../../content/news'
import type { NewsArticle } from '../../content/models/news'
import { fixtureArticle } from '../../sections/newsList/fixtures'
import { NewsList } from '../../sections/newsList/NewsList'
import { newsListSchema, type NewsListProps } from '../../sections/newsList/schema'
import { redirectsFile } from '../../src/tools/build/export/cdn'
import { exportInputOf } from '../../src/tools/build/export/exportInput'
import { nginxConf } from '../../src/tools/build/export/nginx'
import { sitemapXml } from '../../src/tools/build/export/sitemap'
import { buildSite } from '../../src/config/buildSite'
import type { PageConfig } from '../../src/config/pages'
import { DEFAULT_PAGE_SIZE, listPageOf, listPageRedirects } from '../../src/config/pagination'
import { withStandInImages } from '../../src/config/standInImages'
import { LOCALES } from '../../src/i18n/locales'
import { resolveRequest } from '../../src/server/staticSite'
import { renderElement } from '../../src/testing/render'

// At 500 articles /pt-br/noticias was 1.33 MB of HTML plus 922 KB of page data: every article on one page.
const EXTRA = 500
const generated: NewsArticle[] = Array.from({ length: EXTRA }, (_, index) => fixtureArticle(`gerado-${index + 1}`))
const listOf = (page: PageConfig) =>
  page.sections.find((block) => block.type === 'newsList')!.props as unknown as NewsListProps

/** The site with `extra` more articles in its news list. */
function siteWith(extra: readonly NewsArticle[]) {
  const pages = siteContent.pages.map((page) => {
    if (page.id !== 'news' || 'collection' in page) return page
    const sections = page.sections.map((block) =>
      block.type === 'newsList'
        ? { ...block, props: { ...block.props, articles: [...news.entries, ...extra] } }
        : block,
    ) as PageConfig['sections']
    return { ...page, sections }
  })
  return buildSite({ ...siteContent, pages })
}

const today = siteWith([])
const large = siteWith(generated)
const newsRoutes = (site: typeof today, locale: string) =>
  site.table.routes.filter((route) => route.page.id.split('/')[0] === 'news' && route.locale === locale)

describe('the news list in pages', () => {
  it(`keeps today's list (${news.entries.length} articles) on its one page, every article on it`, () => {
    for (const locale of LOCALES) {
      const routes = newsRoutes(today, locale)
      expect(routes.map((route) => route.url)).toEqual([`/${locale}/noticias`])
      expect(listOf(routes[0]!.page).articles).toEqual(news.entries)
      expect(listPageOf(routes[0]!.page)).toEqual({ block: 1, number: 1, count: 1 })
    }
  })

  it(`pages ${news.entries.length + EXTRA} articles as ceil(n / ${DEFAULT_PAGE_SIZE}) pages, ${DEFAULT_PAGE_SIZE} on each but the last`, () => {
    const total = news.entries.length + EXTRA
    const count = Math.ceil(total / DEFAULT_PAGE_SIZE)
    for (const locale of LOCALES) {
      const routes = newsRoutes(large, locale)
      expect(routes.map((route) => route.url)).toEqual([
        `/${locale}/noticias`,
        ...Array.from({ length: count - 1 }, (_, index) => `/${locale}/noticias/${index + 2}`),
      ])
      expect(routes.map((route) => listOf(route.page).articles.length)).toEqual([
        ...Array<number>(count - 1).fill(DEFAULT_PAGE_SIZE),
        total - (count - 1) * DEFAULT_PAGE_SIZE,
      ])
      expect(listOf(routes[0]!.page).articles).toEqual([...news.entries, ...generated].slice(0, DEFAULT_PAGE_SIZE))
      expect(large.table.find(`/${locale}/noticias/${count + 1}`)).toBeUndefined()
    }
  })

  it('makes the first page carry and render only its own articles: its data and HTML no longer grow with the list', async () => {
    const all = [...news.entries, ...generated]
    const bytes = (page: PageConfig) => JSON.stringify(page).length
    const firstPage = large.table.find('/pt-br/noticias')!.page
    const withList = (articles: NewsArticle[]) => ({
      ...firstPage,
      sections: firstPage.sections.map((block) =>
        block.type === 'newsList' ? { ...block, props: { ...block.props, articles } } : block,
      ) as PageConfig['sections'],
    })
    // Page data: the first page holds its 12 articles of the 505, as a list of 12 would.
    expect(bytes(firstPage)).toBe(bytes(withList(all.slice(0, DEFAULT_PAGE_SIZE))))
    expect(bytes(firstPage)).toBeLessThan(bytes(withList(all)) / 10)
    const html = async (props: NewsListProps) =>
      (await renderElement(<NewsList {...withStandInImages(newsListSchema, props)} />)).body.innerHTML.length
    // HTML: 12 cards, a tenth of what 120 on one page made (rendering all 505 adds seconds and says no more).
    const tenPagesOnOne = await html({ ...listOf(firstPage), articles: all.slice(0, 10 * DEFAULT_PAGE_SIZE) })
    expect(await html(listOf(firstPage))).toBeLessThan(tenPagesOnOne / 8)
  })

  it('lists every page of the list in the sitemap, each with its alternates in the other locales', () => {
    const routes = exportInputOf(large.table.routes, siteContent.settings).routes
    const sitemap = sitemapXml(routes, 'https://x.example')
    expect(sitemap).toContain('<loc>https://x.example/pt-br/noticias/43</loc>')
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="es-ES" href="https://x.example/es-es/noticias/43"/>',
    )
    expect(sitemap).not.toContain('/noticias/44<')
  })

  it('moves /<locale>/noticias/1 to the list (301) alike on the Node server, nginx and the CDN', () => {
    const moved = listPageRedirects(today.table.routes)
    expect(moved).toEqual(LOCALES.map((locale) => ({ from: `/${locale}/noticias/1`, to: `/${locale}/noticias` })))
    expect(resolveRequest(new Map(), '/en-us/noticias/1', '?a=1', new Map(moved.map((m) => [m.from, m.to])))).toEqual({
      kind: 'redirect',
      location: '/en-us/noticias?a=1',
    })
    const conf = nginxConf({
      root: '/srv/site',
      listen: '80',
      leadService: '127.0.0.1:3000',
      headers: {},
      hosts: siteContent.settings.hosts,
      redirects: moved,
      notFoundLocales: LOCALES,
    })
    expect(conf).toContain('  location = /en-us/noticias/1 { return 301 /en-us/noticias$is_args$args; }\n')
    const cdn = redirectsFile({
      hosts: siteContent.settings.hosts,
      redirects: moved,
      leadService: 'https://leads.example',
      notFoundLocales: LOCALES,
    })
    expect(cdn).toContain('\n/en-us/noticias/1  /en-us/noticias  301\n')
  })
})
