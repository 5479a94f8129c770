import { describe, expect, it } from 'vitest'
import { progressivePages, progressiveSettings, testNavigation } from '../testing/testSite'
import { buildSite } from './buildSite'
import { withPageLocales } from './publication'
import { alternatesIndex, buildRouteTable, slugRedirects } from './routeTable'
import { localizedHref } from './siteAddresses'

const content = { pages: progressivePages, settings: progressiveSettings, navigation: testNavigation, sections: {} }
const urls = (preview: boolean) =>
  buildRouteTable(withPageLocales(progressivePages, progressiveSettings, { preview })).routes.map((route) => route.url)

describe('a locale in progress (settings.localesInProgress)', () => {
  it('is built only for the pages naming it in their locales', () => {
    expect(urls(false).filter((url) => url.startsWith('/es-es'))).toEqual(['/es-es/contact', '/es-es/quienes-somos'])
    expect(urls(false)).toContain('/en-us/apps')
  })

  it('is previewed on every page with localized addresses (npm run dev)', () => {
    expect(urls(true).filter((url) => url.startsWith('/es-es'))).toEqual([
      '/es-es',
      '/es-es/contact',
      '/es-es/apps',
      '/es-es/quienes-somos',
    ])
  })

  it('leaves pages not published there out of its alternates (hreflang, language pickers)', () => {
    const { table } = buildSite(content)
    const alternates = alternatesIndex(table)
    expect(alternates(table.find('/en-us')!)).toEqual({ 'pt-br': '/pt-br', 'en-us': '/en-us' })
    expect(alternates(table.find('/pt-br/contact')!)).toEqual({
      'pt-br': '/pt-br/contact',
      'en-us': '/en-us/contact',
      'es-es': '/es-es/contact',
    })
  })

  it('leads a link to a page not published in it to the page in the default locale (issue 38)', () => {
    const { site } = buildSite(content)
    expect(localizedHref('/', 'es-es', site)).toBe('/pt-br')
    expect(localizedHref('/apps#top', 'es-es', site)).toBe('/pt-br/apps#top')
    expect(localizedHref('/', 'en-us', site)).toBe('/en-us')
    expect(localizedHref('/contact', 'es-es', site)).toBe('/es-es/contact')
    expect(localizedHref('/pt-br/apps', 'es-es', site)).toBe('/pt-br/apps')
    expect(localizedHref('#main', 'es-es', site)).toBe('#main')
  })

  it('previews every page in it (npm run dev), so its links stay in it', () => {
    const { site } = buildSite(content, undefined, { preview: true })
    expect(localizedHref('/', 'es-es', site)).toBe('/es-es')
  })
})

describe('per-locale slugs (a page’s slugs)', () => {
  const { table, site } = buildSite(content)

  it('serve the page at its own address in that locale, Portuguese at its path', () => {
    expect(table.find('/en-us/about-us')?.page.id).toBe('about')
    expect(table.find('/es-es/quienes-somos')?.page.id).toBe('about')
    expect(table.find('/pt-br/quem-somos')?.page.id).toBe('about')
    expect(table.find('/en-us/quem-somos')).toBeUndefined()
  })

  it('are the alternates of every locale (hreflang, sitemap, language pickers)', () => {
    expect(alternatesIndex(table)(table.find('/en-us/about-us')!)).toEqual({
      'pt-br': '/pt-br/quem-somos',
      'en-us': '/en-us/about-us',
      'es-es': '/es-es/quienes-somos',
    })
  })

  it('move the address the page had there (301)', () => {
    expect(slugRedirects(table)).toEqual([
      { from: '/en-us/quem-somos', to: '/en-us/about-us' },
      { from: '/es-es/quem-somos', to: '/es-es/quienes-somos' },
    ])
  })

  it('are where links to the page lead (menus, buttons), the anchor kept', () => {
    expect(localizedHref('/quem-somos#team', 'en-us', site)).toBe('/en-us/about-us#team')
    expect(localizedHref('/quem-somos', 'es-es', site)).toBe('/es-es/quienes-somos')
    expect(localizedHref('/quem-somos', 'pt-br', site)).toBe('/pt-br/quem-somos')
  })
})
