import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { alternatesIndex, buildRouteTable } from '../config/routeTable'
import type { Locale } from '../i18n/locales'
import { testPages, testSettings } from '../testing/testSite'
import { pageHead, type RouteHead } from './head'
import { socialCardPath, socialCardsOf } from './socialCard'

const table = buildRouteTable(testPages)
const alternates = alternatesIndex(table)
/** Each locale's instance, its titles translated (`contact title` → `[en-us] contact title`). */
const i18nOf = (locale: Locale) =>
  setupI18n({
    locale,
    messages: {
      [locale]: Object.fromEntries(
        testPages.map(({ meta }) => [
          meta.title.id,
          locale === 'pt-br' ? meta.title.message! : `[${locale}] ${meta.title.message}`,
        ]),
      ),
    },
  })

function headOf(url: string, image?: string): RouteHead['meta'] {
  const route = table.find(url)!
  const page = image ? { ...route.page, meta: { ...route.page.meta, image } } : route.page
  return pageHead({
    url,
    locale: route.locale,
    page,
    alternates: alternates(route),
    i18n: i18nOf(route.locale),
    settings: testSettings,
  }).meta
}

const tag = (meta: RouteHead['meta'], key: string) =>
  meta.flatMap((entry) => {
    const { property, name, content } = entry as { property?: string; name?: string; content?: string }
    return property === key || name === key ? [content] : []
  })

describe('the sharing tags of a page', () => {
  it('point at the card of its canonical localized path, in every locale', () => {
    expect(socialCardPath('/pt-br')).toBe('/og/pt-br.png')
    expect(socialCardPath('/en-us/services')).toBe('/og/en-us/services.png')
    expect(tag(headOf('/en-us/contact'), 'og:image')).toEqual(['https://www.testco.example/og/en-us/contact.png'])
    expect(tag(headOf('/es-es/contact'), 'og:image')).toEqual(['https://www.testco.example/og/es-es/contact.png'])
    // The bare home is canonical at /pt-br: one card for both addresses.
    expect(tag(headOf('/'), 'og:image')).toEqual(['https://www.testco.example/og/pt-br.png'])
    expect(tag(headOf('/pt-br'), 'og:image')).toEqual(['https://www.testco.example/og/pt-br.png'])
    expect(tag(headOf('/card'), 'og:image')).toEqual(['https://www.testco.example/og/card.png'])
  })

  it('give its size, type and the localized title as alt text, and the same large card to X', () => {
    const meta = headOf('/en-us/contact')
    expect(
      Object.fromEntries(
        ['og:image:width', 'og:image:height', 'og:image:type', 'og:image:alt'].map((key) => [key, tag(meta, key)]),
      ),
    ).toEqual({
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:type': ['image/png'],
      'og:image:alt': ['[en-us] contact title'],
    })
    expect(tag(meta, 'twitter:card')).toEqual(['summary_large_image'])
    expect(tag(meta, 'twitter:image')).toEqual(['https://www.testco.example/og/en-us/contact.png'])
    expect(tag(meta, 'twitter:image:alt')).toEqual(['[en-us] contact title'])
    expect(tag(headOf('/pt-br/contact'), 'og:image:alt')).toEqual(['contact title'])
  })

  it("use the page's own image when it sets one (meta.image), with no size or type it cannot know", () => {
    const meta = headOf('/en-us/contact', '/share/contact.jpg')
    expect(tag(meta, 'og:image')).toEqual(['https://www.testco.example/share/contact.jpg'])
    expect(tag(meta, 'twitter:image')).toEqual(['https://www.testco.example/share/contact.jpg'])
    expect(tag(meta, 'og:image:alt')).toEqual(['[en-us] contact title'])
    expect(tag(meta, 'og:image:width')).toEqual([])
    expect(tag(meta, 'og:image:type')).toEqual([])
  })

  it('list one card per canonical path with its localized title, none for a page with its own image', () => {
    const pages = testPages.map((page) =>
      page.id === 'apps' ? { ...page, meta: { ...page.meta, image: '/a.png' } } : page,
    )
    const own = buildRouteTable(pages)
    const cards = socialCardsOf(own.routes, alternatesIndex(own), i18nOf)
    expect(cards).toEqual(
      expect.arrayContaining([
        { path: '/og/pt-br.png', title: 'home title' },
        { path: '/og/en-us.png', title: '[en-us] home title' },
        { path: '/og/es-es/contact.png', title: '[es-es] contact title' },
        { path: '/og/card.png', title: 'card title' },
      ]),
    )
    expect(cards.map((card) => card.path)).not.toContain('/og/pt-br/apps.png')
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length)
  })
})
