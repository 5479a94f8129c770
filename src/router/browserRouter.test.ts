import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCatalogs } from '../i18n/pageCatalogs'
import { notFoundCopy } from '../render/NotFound'
import { createSectionLoader } from '../render/sectionLoader'
import { testPages, testSite } from '../testing/testSite'
import { createBrowserRouter } from './browserRouter'
import { pageDataScript, type PageData } from './pageData'

const [home, contact] = testPages as [(typeof testPages)[0], (typeof testPages)[0]]
const homeRoute = { url: '/pt-br', locale: 'pt-br' as const, pageId: 'home', alternates: { 'pt-br': '/pt-br' } }
const contactRoute = { url: '/en-us/contact', locale: 'en-us' as const, pageId: 'contact', alternates: {} }
const first: PageData = { site: testSite, route: homeRoute, page: home, messages: { 'home title': 'Início' } }

/** What the site's server answers: prerendered pages with their data, a 404 page, and a file. */
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/en-us/contact': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: `<html><body>${pageDataScript({ ...first, route: contactRoute, page: '/assets/data/page.c.json', messages: { 'contact title': 'Contact us' } })}</body></html>`,
  },
  '/es-es/nada': {
    status: 404,
    type: 'text/html; charset=utf-8',
    body: `<html><body>${pageDataScript({ ...first, route: null, page: null, messages: { [notFoundCopy.title.id]: 'Página no encontrada' } })}</body></html>`,
  },
  '/pt-br': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: `<html><body>${pageDataScript(first)}</body></html>`,
  },
  '/card.vcf': { status: 200, type: 'text/vcard', body: 'BEGIN:VCARD' },
  '/down': { status: 503, type: 'text/html', body: 'busy' },
}

function open() {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    const { status, type, body } = answers[url]!
    return new Response(body, { status, headers: { 'Content-Type': type } })
  })
  const catalogs = createPageCatalogs()
  const router = createBrowserRouter({
    first,
    firstPath: '/pt-br',
    settings: testSite.settings,
    catalogs,
    sections: createSectionLoader({}),
    fetchJson: async (url) => (url === '/assets/data/page.c.json' ? contact : Promise.reject(new Error(url))),
  })
  return { router, fetched, catalogs }
}
const title = (router: ReturnType<typeof open>['router']) =>
  (router.getState().match.head.meta[0] as { title: string }).title

describe('createBrowserRouter', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the first page from its own data, without a request', async () => {
    const { router, fetched } = await open()
    await router.load('/pt-br')
    expect([title(router), router.getState().match.route, fetched]).toEqual(['Início | Testco', homeRoute, []])
  })

  it("reads another page from its HTML and the files it names, its messages in its locale's catalog first", async () => {
    const { router, fetched, catalogs } = await open()
    await router.load('/en-us/contact')
    const { match } = router.getState()
    expect([match.page, match.route, match.locale, title(router), fetched]).toEqual([
      contact,
      contactRoute,
      'en-us',
      'Contact us | Testco',
      ['/en-us/contact'],
    ])
    expect(catalogs.get('en-us')._('contact title')).toBe('Contact us')
  })

  it('shows the not-found page of the locale a 404 names, translated by the messages it brought', async () => {
    const { router } = await open()
    await router.load('/es-es/nada')
    expect([router.getState().match.route, router.getState().match.locale, title(router)]).toEqual([
      undefined,
      'es-es',
      'Página no encontrada | Testco',
    ])
  })

  it('leaves a file to the browser and refuses an answer that is neither a page nor a 404', async () => {
    const { router } = await open()
    await expect(router.load('/card.vcf')).rejects.toThrow('/card.vcf is not a page of this site')
    await expect(router.load('/down')).rejects.toThrow('/down answered 503')
  })

  it("shows the dev server's fresh data in place: new messages for ids already shown, other pages fetched again", async () => {
    const { router, fetched, catalogs } = await open()
    await router.load('/pt-br')
    const before = router.getState()
    const edited = { ...home, meta: { ...home.meta } }
    await router.showFresh!({ ...first, page: edited, messages: { 'home title': 'Início novo' } })
    const after = router.getState()
    expect([after.location, after.match.page, title(router)]).toEqual([before.location, edited, 'Início novo | Testco'])
    expect(after.match.i18n).not.toBe(before.match.i18n)
    expect(catalogs.get('pt-br')._('home title')).toBe('Início novo')
    await router.load('/en-us/contact')
    await router.showFresh!({ ...first, route: contactRoute, page: contact, messages: {} })
    // The opened page's embedded data is out of date too: it is fetched like any other page now.
    await router.load('/pt-br')
    expect(fetched).toEqual(['/en-us/contact', '/pt-br'])
  })
})
