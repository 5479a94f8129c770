import type { JSONSchemaType } from 'ajv'
import { describe, expect, it } from 'vitest'
import { testPages } from '../testing/testSite'
import { defineSection, type SectionRegistry } from './defineSection'
import { firstListPagePath, listPagePath } from './listPage'
import type { PageConfig } from './pages'
import { DEFAULT_PAGE_SIZE, listPageOf, listPageRedirects, paginatePages, pageSizeSchema } from './pagination'
import { alternatesIndex, buildRouteTable } from './routeTable'

interface EntriesProps {
  entries: string[]
  /** Entries per page. */
  pageSize?: number
}

const entriesSchema: JSONSchemaType<EntriesProps> = {
  type: 'object',
  properties: { entries: { type: 'array', items: { type: 'string' } }, pageSize: pageSizeSchema },
  required: ['entries'],
  additionalProperties: false,
}

/** A list block that pages its entries, and one that does not. */
const sections: SectionRegistry = {
  entries: defineSection({
    type: 'entries',
    schema: entriesSchema,
    Component: () => null,
    paginate: { items: 'entries' },
  }),
  plain: defineSection({ type: 'plain', schema: entriesSchema, Component: () => null }),
}

const entries = (count: number) => Array.from({ length: count }, (_, index) => `entry ${index + 1}`)

function listPage(count: number, pageSize?: number, extra: Partial<PageConfig> = {}): PageConfig {
  return {
    id: 'list',
    path: '/lista',
    layout: 'default',
    meta: { title: { id: 'List', message: 'List' }, description: { id: 'All', message: 'All' } },
    sections: [
      { type: 'plain', props: { entries: ['intro'] } },
      {
        type: 'entries',
        id: 'list',
        props: { entries: entries(count), ...(pageSize === undefined ? {} : { pageSize }) },
      },
    ] as unknown as PageConfig['sections'],
    ...extra,
  }
}

const shown = (page: PageConfig) => (page.sections[1]!.props as unknown as EntriesProps).entries

describe('paginatePages', () => {
  it('makes ceil(n / pageSize) pages: page 1 at the path, page n at <path>/<n>, each with its slice', () => {
    const pages = paginatePages([listPage(30, 12)], sections)
    expect(pages.map((page) => [page.id, page.path, listPageOf(page)])).toEqual([
      ['list', '/lista', { block: 1, number: 1, count: 3 }],
      ['list/2', '/lista/2', { block: 1, number: 2, count: 3 }],
      ['list/3', '/lista/3', { block: 1, number: 3, count: 3 }],
    ])
    expect(pages.map((page) => shown(page))).toEqual([
      entries(30).slice(0, 12),
      entries(30).slice(12, 24),
      entries(30).slice(24),
    ])
    // The other blocks, meta and layout are the page's own.
    for (const page of pages) {
      expect(page.sections[0]).toEqual({ type: 'plain', props: { entries: ['intro'] } })
      expect(page.sections[1]!.id).toBe('list')
      expect(page.meta).toEqual(listPage(30).meta)
    }
  })

  it(`shows ${DEFAULT_PAGE_SIZE} entries a page when the block sets no pageSize`, () => {
    const pages = paginatePages([listPage(DEFAULT_PAGE_SIZE * 2 + 1)], sections)
    expect(pages.map((page) => shown(page).length)).toEqual([DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE, 1])
  })

  it('keeps a list that fits on one page at its one address, with its place (page 1 of 1)', () => {
    for (const count of [0, 1, 12]) {
      const pages = paginatePages([listPage(count, 12)], sections)
      expect(pages.map((page) => [page.id, shown(page).length, listPageOf(page)])).toEqual([
        ['list', count, { block: 1, number: 1, count: 1 }],
      ])
    }
  })

  it('leaves a page whole when its pageSize is no whole number of at least 1 (the config check names it)', () => {
    for (const pageSize of [0, -3, 2.5, Number.NaN]) {
      const [page, ...more] = paginatePages([listPage(30, pageSize)], sections)
      expect(more).toEqual([])
      expect(shown(page!)).toHaveLength(30)
      expect(listPageOf(page!)).toBeUndefined()
    }
  })

  it('leaves pages without a paging block as they are', () => {
    expect(paginatePages(testPages, sections)).toEqual(testPages)
    expect(paginatePages([listPage(30, 12)], { plain: sections.plain! })).toEqual([listPage(30, 12)])
  })

  it("numbers a page's own addresses in other languages (slugs) the same way", () => {
    const pages = paginatePages([listPage(30, 12, { slugs: { 'en-us': '/list' } })], sections)
    expect(pages.map((page) => page.slugs)).toEqual([
      { 'en-us': '/list' },
      { 'en-us': '/list/2' },
      { 'en-us': '/list/3' },
    ])
  })
})

describe('the route table of a paged list', () => {
  const table = buildRouteTable(
    paginatePages([listPage(25, 12, { locales: ['pt-br', 'en-us'], slugs: { 'en-us': '/list' } })], sections),
  )

  it('serves every page of the list in each locale the page is published in, and nothing past the last', () => {
    expect(table.routes.map((route) => route.url)).toEqual([
      '/pt-br/lista',
      '/en-us/list',
      '/pt-br/lista/2',
      '/en-us/list/2',
      '/pt-br/lista/3',
      '/en-us/list/3',
    ])
    expect(table.find('/pt-br/lista/4')).toBeUndefined()
    expect(table.find('/pt-br/lista/1')).toBeUndefined()
    expect(table.find('/es-es/lista/2')).toBeUndefined()
  })

  it('gives page n the same page n in the other locales as alternates (hreflang)', () => {
    expect(alternatesIndex(table)(table.find('/pt-br/lista/2')!)).toEqual({
      'pt-br': '/pt-br/lista/2',
      'en-us': '/en-us/list/2',
    })
  })

  it('moves page 1 written with its number to the list address (301), in each locale', () => {
    expect(listPageRedirects(table.routes)).toEqual([
      { from: '/pt-br/lista/1', to: '/pt-br/lista' },
      { from: '/en-us/list/1', to: '/en-us/list' },
    ])
  })
})

describe('list page addresses', () => {
  it('number pages after the first and find the first again', () => {
    expect(listPagePath('/pt-br/noticias', 1)).toBe('/pt-br/noticias')
    expect(listPagePath('/pt-br/noticias', 7)).toBe('/pt-br/noticias/7')
    expect(listPagePath('/', 2)).toBe('/2')
    expect(firstListPagePath('/pt-br/noticias/7', { block: 0, number: 7, count: 9 })).toBe('/pt-br/noticias')
    expect(firstListPagePath('/pt-br/noticias', { block: 0, number: 1, count: 9 })).toBe('/pt-br/noticias')
    expect(firstListPagePath('/2', { block: 0, number: 2, count: 2 })).toBe('/')
  })
})
