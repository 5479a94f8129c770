import { describe, expect, it } from 'vitest'
import type { PageConfig } from '../../../config/pages'
import type { SiteRoute } from '../../../config/routeTable'
import type { SiteData } from '../../../config/site'
import { pageKeys, withCode, type PageKeyInputs } from './pageKeys'

const page = (id: string, title: string) =>
  ({ id, path: `/${id}`, meta: { title }, sections: [] }) as unknown as PageConfig
const routes = [
  { url: '/pt-br/a', locale: 'pt-br', page: page('a', 'A') },
  { url: '/en-us/a', locale: 'en-us', page: page('a', 'A') },
  { url: '/pt-br/b', locale: 'pt-br', page: page('b', 'B') },
] as unknown as SiteRoute[]
const inputs: PageKeyInputs = {
  routes,
  site: { settings: { name: 'Testco' }, navigation: {} } as unknown as SiteData,
  messages: new Map([
    ['pt-br', { chrome: 'Menu', own: 'Título de A', other: 'Sem uso' }],
    ['en-us', { chrome: 'Menu', own: 'Title of A', other: 'Unused' }],
  ]),
  pageMessages: { chrome: ['chrome'], pages: { a: ['own'] } },
  otherUrls: [
    { url: '/_gallery/pt-br', locale: 'pt-br' },
    { url: '/_gallery/en-us', locale: 'en-us' },
    { url: '/_gallery/pseudo', locale: 'pseudo' },
  ],
  media: [['hero', { src: '/assets/media/hero.1.webp' }]],
}

/** The URLs whose key differs between two sets of inputs. */
function changed(edited: Partial<PageKeyInputs>): string[] {
  const [before, after] = [pageKeys(inputs), pageKeys({ ...inputs, ...edited })]
  return Object.keys(before).filter((url) => before[url] !== after[url])
}

describe('pageKeys', () => {
  it('keys every route, each locale not-found page and the other URLs', () => {
    expect(Object.keys(pageKeys(inputs)).sort()).toEqual([
      '/_gallery/en-us',
      '/_gallery/pseudo',
      '/_gallery/pt-br',
      '/en-us/404',
      '/en-us/a',
      '/pt-br/404',
      '/pt-br/a',
      '/pt-br/b',
    ])
  })

  it('changes the key of the pages whose own message changed in that locale only', () => {
    const messages = new Map(inputs.messages)
    messages.set('en-us', { ...messages.get('en-us')!, own: 'The title of A' })
    expect(changed({ messages })).toEqual(['/en-us/a', '/_gallery/en-us'])
  })

  it("leaves every key when a message no page shows changes, but the gallery's in that locale (it shows the catalog)", () => {
    const messages = new Map(inputs.messages)
    messages.set('en-us', { ...messages.get('en-us')!, other: 'Still unused' })
    expect(changed({ messages })).toEqual(['/_gallery/en-us'])
  })

  it("changes every gallery page with the default locale's catalog (a message a locale lacks falls back to it)", () => {
    const messages = new Map(inputs.messages)
    messages.set('pt-br', { ...messages.get('pt-br')!, other: 'Ainda sem uso' })
    expect(changed({ messages })).toEqual(['/_gallery/pt-br', '/_gallery/en-us', '/_gallery/pseudo'])
  })

  it("changes every page of a locale, its not-found page included, when the chrome's message changes there", () => {
    const messages = new Map(inputs.messages)
    messages.set('pt-br', { ...messages.get('pt-br')!, chrome: 'Menu principal' })
    expect(changed({ messages }).sort()).toEqual([
      '/_gallery/en-us',
      '/_gallery/pseudo',
      '/_gallery/pt-br',
      '/pt-br/404',
      '/pt-br/a',
      '/pt-br/b',
    ])
  })

  it("changes a page's key with its page (blocks, meta, images) and every key with the site's data, the gallery's too", () => {
    const edited = routes.map((route) => (route.page.id === 'b' ? { ...route, page: page('b', 'Bee') } : route))
    expect(changed({ routes: edited })).toEqual(['/pt-br/b'])
    const site = { ...inputs.site, settings: { name: 'Testco Ltda' } } as unknown as SiteData
    // The gallery's sections show the site's contacts and link through its addresses (it kept an old e-mail address).
    expect(changed({ site }).sort()).toEqual(Object.keys(pageKeys(inputs)).sort())
    expect(changed({ media: [['hero', { src: '/assets/media/hero.2.webp' }]] })).toEqual([
      '/_gallery/pt-br',
      '/_gallery/en-us',
      '/_gallery/pseudo',
    ])
  })

  it('changes every key with the code', () => {
    const keys = pageKeys(inputs)
    const [a, b] = [withCode(keys, 'code 1'), withCode(keys, 'code 2')]
    expect(Object.keys(a).filter((url) => a[url] === b[url])).toEqual([])
  })
})
