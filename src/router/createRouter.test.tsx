import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteApp } from '../render/SiteApp'
import { createCatalogs } from '../i18n/catalogs'
import { createSectionLoader } from '../render/sectionLoader'
import { toDocument } from '../testing/render'
import { testLayouts, testPages, testSite } from '../testing/testSite'
import { createServerRouter } from './createRouter'
import { buildRouteTable } from '../config/routeTable'

const sections = createSectionLoader({})

async function open(url: string) {
  const router = createServerRouter({
    table: buildRouteTable(testPages),
    settings: testSite.settings,
    catalogs: createCatalogs(),
    sections,
  })
  await router.load(url)
  const { meta, links } = router.getState().match.head
  const head = Object.fromEntries(
    [...meta, ...links].map((tag) => {
      const entries = Object.entries(tag as Record<string, unknown>)
      return [
        entries.map(([key, value]) => (key === 'content' || key === 'href' ? '' : `${key}=${String(value)}`)).join(' '),
        tag,
      ]
    }),
  )
  return { router, head }
}

describe('createServerRouter with a small test site', () => {
  it('loads the matched page once and renders it in the locale of its URL', async () => {
    const { router } = await open('/en-us/contact')
    expect(router.getState().match.page?.id).toBe('contact')
    const document = toDocument(
      renderToString(<SiteApp router={router} site={testSite} sections={sections} layouts={testLayouts} />),
    )
    expect(document.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content')
    expect([...document.querySelectorAll('footer a[hreflang]')].map((a) => a.getAttribute('href'))).toEqual([
      '/pt-br/contact',
      '/en-us/contact',
      '/es-es/contact',
    ])
  })

  it('gives a page its head: title with the brand, description, canonical, hreflang, Open Graph', async () => {
    const { head } = await open('/en-us/apps')
    expect(head['title=contact title']).toBeUndefined()
    expect(Object.values(head)).toEqual(
      expect.arrayContaining([
        { title: 'apps title | Testco' },
        { name: 'description', content: 'apps description' },
        { rel: 'canonical', href: 'https://www.testco.example/en-us/apps' },
        { rel: 'alternate', hrefLang: 'pt-BR', href: 'https://www.testco.example/pt-br/apps' },
        { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.testco.example/pt-br/apps' },
        { property: 'og:locale', content: 'en_US' },
        { property: 'og:locale:alternate', content: 'pt_BR' },
        { property: 'og:image', content: 'https://www.testco.example/og/en-us/apps.png' },
      ]),
    )
    expect(JSON.stringify(head)).not.toContain('es_ES')
  })

  it('makes the bare home canonical at its localized address and puts the Organization data on it', async () => {
    const { head } = await open('/')
    expect(Object.values(head)).toEqual(
      expect.arrayContaining([
        { rel: 'canonical', href: 'https://www.testco.example/pt-br' },
        { 'script:ld+json': expect.objectContaining({ '@type': 'Organization', name: 'Testco' }) },
      ]),
    )
  })

  it('marks pages not for search noindex, and the not-found page too, in its locale', async () => {
    expect(Object.values((await open('/card')).head)).toContainEqual({ name: 'robots', content: 'noindex' })
    const notFound = Object.values((await open('/es-es/nope')).head)
    expect(notFound).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(notFound).toContainEqual({ title: 'Página no encontrada | Testco' })
  })

  it('preloading another locale changes nothing on screen (regression: hover turned the page into English)', async () => {
    const { router } = await open('/pt-br/contact')
    router.preload('/en-us/contact')
    await new Promise((resolve) => setTimeout(resolve, 10))
    const document = toDocument(
      renderToString(<SiteApp router={router} site={testSite} sections={sections} layouts={testLayouts} />),
    )
    expect(document.querySelector('a[href="#main"]')?.textContent).toBe('Pular para o conteúdo')
  })
})
