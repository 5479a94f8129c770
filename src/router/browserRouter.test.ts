// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCatalogs } from '../i18n/pageCatalogs'
import type { RouteHead } from '../render/head'
import { notFoundCopy } from '../render/NotFound'
import { SERVER_HEAD_END, SERVER_HEAD_START } from '../render/serverHead'
import { createSectionLoader } from '../render/sectionLoader'
import { testPages, testSite } from '../testing/testSite'
import { createBrowserRouter } from './browserRouter'
import { pageDataScript, type PageData } from './pageData'

const [home, contact] = testPages as [(typeof testPages)[0], (typeof testPages)[0]]
const homeRoute = { url: '/pt-br', locale: 'pt-br' as const, pageId: 'home', alternates: { 'pt-br': '/pt-br' } }
const contactRoute = { url: '/en-us/contact', locale: 'en-us' as const, pageId: 'contact', alternates: {} }
const first: PageData = { site: testSite, route: homeRoute, page: home, messages: { 'home title': 'Início' } }
const firstHead: RouteHead = { meta: [{ title: 'Início | Testco' }], links: [] }

/** A prerendered page's HTML: its head tags between the server's markers, its data in the body. */
const pageHtml = (head: string, data: Parameters<typeof pageDataScript>[0]) =>
  `<html><head><meta charset="utf-8"><!--${SERVER_HEAD_START}-->${head}<!--${SERVER_HEAD_END}--></head><body>${pageDataScript(data)}</body></html>`

/** What the site's server answers: prerendered pages with their data, a 404 page, and a file. */
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/en-us/contact': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: pageHtml(
      '<title>Contact us | Testco</title><meta name="description" content="Write &amp; call"><meta property="og:type" content="website"><link rel="canonical" href="https://test.co/en-us/contact"><link rel="alternate" hreflang="pt-BR" href="https://test.co/pt-br/contato"><script type="application/ld+json">{"@type":"Organization","name":"Testco \\u003c3"}</script>',
      { ...first, route: contactRoute, page: '/assets/data/page.c.json', messages: { 'contact title': 'Contact us' } },
    ),
  },
  '/es-es/nada': {
    status: 404,
    type: 'text/html; charset=utf-8',
    body: pageHtml('<title>Página no encontrada | Testco</title><meta name="robots" content="noindex">', {
      ...first,
      route: null,
      page: null,
      messages: { [notFoundCopy.title.id]: 'Página no encontrada' },
    }),
  },
  '/pt-br': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: pageHtml('<title>Início | Testco</title>', first),
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
    firstHead,
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
    // The head is the server's, read back from the page's tags: the browser does not compute it.
    expect(match.head).toEqual({
      meta: [
        { title: 'Contact us | Testco' },
        { name: 'description', content: 'Write & call' },
        { property: 'og:type', content: 'website' },
        { 'script:ld+json': { '@type': 'Organization', name: 'Testco <3' } },
      ],
      links: [
        { rel: 'canonical', href: 'https://test.co/en-us/contact' },
        { rel: 'alternate', href: 'https://test.co/pt-br/contato', hrefLang: 'pt-BR' },
      ],
    })
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
    const freshHead = { meta: [{ title: 'Início novo | Testco' }], links: [] }
    await router.showFresh!({ ...first, page: edited, messages: { 'home title': 'Início novo' } }, freshHead)
    const after = router.getState()
    expect([after.location, after.match.page, after.match.head]).toEqual([before.location, edited, freshHead])
    expect(after.match.i18n).not.toBe(before.match.i18n)
    expect(catalogs.get('pt-br')._('home title')).toBe('Início novo')
    await router.load('/en-us/contact')
    await router.showFresh!({ ...first, route: contactRoute, page: contact, messages: {} }, firstHead)
    // The opened page's embedded data is out of date too: it is fetched like any other page now.
    await router.load('/pt-br')
    expect(fetched).toEqual(['/en-us/contact', '/pt-br'])
  })
})
