import { describe, expect, it } from 'vitest'
import { testPages } from '../testing/testSite'
import { alternatesIndex, buildRouteTable } from './routeTable'

const table = buildRouteTable(testPages)
const alternates = alternatesIndex(table)
const route = (url: string) => table.find(url)!

describe('buildRouteTable', () => {
  it('serves each page in each of its locales, the home also at /, an unprefixed page only bare', () => {
    expect(table.routes.map((route) => `${route.url} ${route.locale} ${route.page.id}`)).toEqual([
      '/pt-br pt-br home',
      '/en-us en-us home',
      '/es-es es-es home',
      '/ pt-br home',
      '/pt-br/contact pt-br contact',
      '/en-us/contact en-us contact',
      '/es-es/contact es-es contact',
      '/pt-br/apps pt-br apps',
      '/en-us/apps en-us apps',
      '/card pt-br card',
    ])
  })

  it('finds a route by path, ignoring trailing slashes, and nothing for an unknown path', () => {
    expect(table.find('/en-us/contact/')?.page.id).toBe('contact')
    expect(table.find('/')?.locale).toBe('pt-br')
    expect(table.find('/fr-fr/contact')).toBeUndefined()
    expect(table.find(`/a${'/'.repeat(16_000)}b/`)).toBeUndefined()
  })
})

describe('alternatesIndex', () => {
  it('gives the localized URLs of the same page, the bare home not among them', () => {
    expect(alternates(route('/'))).toEqual({ 'pt-br': '/pt-br', 'en-us': '/en-us', 'es-es': '/es-es' })
  })
  it('leaves out locales the page is not published in', () => {
    expect(alternates(route('/en-us/apps'))).toEqual({ 'pt-br': '/pt-br/apps', 'en-us': '/en-us/apps' })
  })
  it('keeps the bare URL of a page that has no localized one', () => {
    expect(alternates(route('/card'))).toEqual({ 'pt-br': '/card' })
  })
})
