import { describe, expect, it } from 'vitest'
import type { JSONSchemaType } from 'ajv'
import { defineSection } from '../config/defineSection'
import type { PageConfig } from '../config/pages'
import { paginatePages, pageSizeSchema } from '../config/pagination'
import { alternatesIndex, buildRouteTable } from '../config/routeTable'
import { loadI18n } from '../i18n/catalogs'
import type { Locale } from '../i18n/locales'
import { testSettings } from '../testing/testSite'
import { pageHead } from './head'
import { socialCardsOf } from './socialCard'

interface ListProps {
  entries: string[]
  /** Entries per page. */
  pageSize?: number
}
const schema: JSONSchemaType<ListProps> = {
  type: 'object',
  properties: { entries: { type: 'array', items: { type: 'string' } }, pageSize: pageSizeSchema },
  required: ['entries'],
}
const sections = {
  list: defineSection({ type: 'list', schema, Component: () => null, paginate: { items: 'entries' } }),
}
const newsPage: PageConfig = {
  id: 'news',
  path: '/noticias',
  layout: 'default',
  locales: ['pt-br', 'en-us'],
  meta: { title: { id: 'news title', message: 'Notícias' }, description: { id: 'news text', message: 'Tudo' } },
  sections: [
    { type: 'list', props: { entries: ['a', 'b', 'c', 'd', 'e'], pageSize: 2 } },
  ] as unknown as PageConfig['sections'],
}
const table = buildRouteTable(paginatePages([newsPage], sections))
const alternates = alternatesIndex(table)

async function headOf(url: string) {
  const route = table.find(url)!
  const i18n = await loadI18n(route.locale)
  return pageHead({ ...route, alternates: alternates(route), i18n, settings: testSettings })
}
const origin = testSettings.origin
const links = async (url: string) =>
  (await headOf(url)).links.map(({ rel, href, hrefLang }) => `${rel}${hrefLang ? ` ${hrefLang}` : ''} ${href}`)
const meta = async (url: string, key: string) =>
  (await headOf(url)).meta.flatMap((entry) => {
    const { property, content, title } = entry as { property?: string; content?: string; title?: string }
    return key === 'title' ? (title ? [title] : []) : property === key ? [content] : []
  })

describe('the head of a paged list', () => {
  it('page 2: canonical at itself, prev and next, hreflang to page 2 in the locales it is published in', async () => {
    expect(await links('/pt-br/noticias/2')).toEqual([
      `canonical ${origin}/pt-br/noticias/2`,
      `prev ${origin}/pt-br/noticias`,
      `next ${origin}/pt-br/noticias/3`,
      `alternate pt-BR ${origin}/pt-br/noticias/2`,
      `alternate en-US ${origin}/en-us/noticias/2`,
      `alternate x-default ${origin}/pt-br/noticias/2`,
    ])
  })

  it('page 1 has no prev, the last page no next', async () => {
    expect((await links('/en-us/noticias')).slice(0, 2)).toEqual([
      `canonical ${origin}/en-us/noticias`,
      `next ${origin}/en-us/noticias/2`,
    ])
    expect((await links('/pt-br/noticias/3')).slice(0, 2)).toEqual([
      `canonical ${origin}/pt-br/noticias/3`,
      `prev ${origin}/pt-br/noticias/2`,
    ])
    expect(await links('/pt-br/noticias/3')).not.toContainEqual(expect.stringMatching(/^next /))
  })

  it('titles page 2 and on with their number, in the page locale; page 1 keeps its title', async () => {
    expect(await meta('/pt-br/noticias', 'title')).toEqual(['Notícias | Testco'])
    expect(await meta('/pt-br/noticias/2', 'title')).toEqual(['Notícias – página 2 | Testco'])
    expect(await meta('/en-us/noticias/3', 'title')).toEqual(['Notícias – page 3 | Testco'])
    expect(await meta('/pt-br/noticias/2', 'og:title')).toEqual(['Notícias – página 2 | Testco'])
    expect(await meta('/pt-br/noticias/2', 'og:url')).toEqual([`${origin}/pt-br/noticias/2`])
  })

  it("shares the first page's social card, which is the only one drawn for the list", async () => {
    expect(await meta('/pt-br/noticias/2', 'og:image')).toEqual([`${origin}/og/pt-br/noticias.png`])
    const i18n = new Map(
      await Promise.all((['pt-br', 'en-us'] as Locale[]).map(async (l) => [l, await loadI18n(l)] as const)),
    )
    expect(socialCardsOf(table.routes, alternates, (locale) => i18n.get(locale)!).map((card) => card.path)).toEqual([
      '/og/pt-br/noticias.png',
      '/og/en-us/noticias.png',
    ])
  })
})
