import { describe, expect, it } from 'vitest'
import { buildRouteTable } from '../../../config/routeTable'
import { withPageLocales } from '../../../config/publication'
import { progressivePages, progressiveSettings, testPages } from '../../../testing/testSite'
import { prefixlessRedirects } from './redirects'
import { escapeXml, sitemapXml } from './sitemap'

const { routes } = buildRouteTable(testPages)

describe('sitemapXml', () => {
  const xml = sitemapXml(routes, 'https://www.testco.example')
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

  it('lists every public URL in every locale it is published in, not noindex pages nor the bare / twin', () => {
    expect(locs).toEqual([
      'https://www.testco.example/pt-br',
      'https://www.testco.example/en-us',
      'https://www.testco.example/es-es',
      'https://www.testco.example/pt-br/contact',
      'https://www.testco.example/en-us/contact',
      'https://www.testco.example/es-es/contact',
      'https://www.testco.example/pt-br/apps',
      'https://www.testco.example/en-us/apps',
    ])
  })

  it('gives each URL the alternates of its page plus x-default', () => {
    const apps = xml.slice(xml.indexOf('<loc>https://www.testco.example/en-us/apps'))
    const entry = apps.slice(0, apps.indexOf('</url>'))
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual(
      [
        'pt-BR https://www.testco.example/pt-br/apps',
        'en-US https://www.testco.example/en-us/apps',
        'x-default https://www.testco.example/pt-br/apps',
      ],
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('escapes what XML gives a meaning to', () => {
    expect(escapeXml(`a&b<c>"d"'e`)).toBe('a&#38;b&#60;c&#62;&#34;d&#34;&#39;e')
  })
})

describe('prefixlessRedirects', () => {
  it('sends a bare page path to its pt-br page, never one the site serves bare', () => {
    expect(prefixlessRedirects(routes)).toEqual([
      { from: '/contact', to: '/pt-br/contact' },
      { from: '/apps', to: '/pt-br/apps' },
    ])
  })
})

describe('sitemapXml of a site with a locale in progress and slugs', () => {
  const table = buildRouteTable(withPageLocales(progressivePages, progressiveSettings))
  const xml = sitemapXml(table.routes, 'https://www.testco.example')
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1]!.replace('https://www.testco.example', ''),
  )

  it('lists the locale in progress only on the pages published in it, each page at its slug', () => {
    expect(locs.filter((url) => url.startsWith('/es-es'))).toEqual(['/es-es/contact', '/es-es/quienes-somos'])
    expect(locs).toContain('/en-us/about-us')
    expect(locs).not.toContain('/en-us/quem-somos')
    expect(xml.match(/hreflang="es-ES"/g)).toHaveLength(6)
    expect(xml).toContain('hreflang="en-US" href="https://www.testco.example/en-us/about-us"')
  })
})
