import { describe, expect, it } from 'vitest'
import { sections } from '../../sections'
import type { AnySectionDefinition } from '../config/defineSection'
import { LOCALES } from '../i18n/locales'
import { createCatalogs } from '../i18n/catalogs'
import { toDocument } from '../testing/render'
import { testSite } from '../testing/testSite'
import { sectionFixtures } from '../../app/gallery/sectionFixtures'
import { withImages } from '../config/imageUses'
import { standInBuild } from '../config/standInImages'
import { fixturesAsPage, fixturesOfPage } from './fixturePage'
import { galleryContent } from './galleryEntries'
import { GALLERY_LOCALES, galleryLocaleOfPath, PSEUDO_LOCALE } from './galleryLocales'
import { renderGallery } from './renderGallery'

/** The fixtures as the gallery gets them once built (`galleryFixtures`): each image with its files (stand-ins here). */
const fixtures = fixturesOfPage(withImages(fixturesAsPage(sectionFixtures), sections, standInBuild))

const render = async (locale: (typeof GALLERY_LOCALES)[number]) =>
  toDocument((await renderGallery({ locale, site: testSite, sections, fixtures, catalogs: createCatalogs() })).body)

const heroTitle = (document: Document) =>
  document.querySelector('[data-gallery-section="hero"][data-gallery-fixture="threeButtons"] h1')?.textContent

describe('gallery locales', () => {
  it('are the site locales and the pseudo-locale, which the site itself never lists', () => {
    expect(GALLERY_LOCALES).toEqual([...LOCALES, PSEUDO_LOCALE])
    expect(LOCALES as readonly string[]).not.toContain(PSEUDO_LOCALE)
  })

  it('are read from /_gallery/<locale> only', () => {
    expect(galleryLocaleOfPath('/_gallery/pseudo')).toBe('pseudo')
    expect(galleryLocaleOfPath('/_gallery/en-us/')).toBe('en-us')
    expect(galleryLocaleOfPath('/_gallery/de-de')).toBeNull()
    expect(galleryLocaleOfPath('/_gallery')).toBeNull()
    expect(galleryLocaleOfPath('/pt-br/_gallery/pt-br')).toBeNull()
  })
})

describe('galleryContent', () => {
  const definition = (type: string): AnySectionDefinition => ({ type, schema: {}, Component: () => null })

  it('gives each fixture message its own id (fixtures reuse ids) and keeps catalog ids', () => {
    const { entries, messages } = galleryContent(
      { card: definition('card') },
      {
        card: {
          short: { title: { id: 'fx.title', message: 'Curto' }, items: [{ label: { id: 'abc123' } }] },
          long: {
            title: { id: 'fx.title', message: 'Bem mais longo' },
            items: [{ label: { id: 'abc123', message: 'Do catálogo' } }],
          },
        },
      },
      (id) => id === 'abc123',
    )
    expect(entries).toEqual([
      {
        type: 'card',
        fixture: 'short',
        props: { title: { id: 'card.short.title', message: 'Curto' }, items: [{ label: { id: 'abc123' } }] },
      },
      {
        type: 'card',
        fixture: 'long',
        props: {
          title: { id: 'card.long.title', message: 'Bem mais longo' },
          items: [{ label: { id: 'abc123', message: 'Do catálogo' } }],
        },
      },
    ])
    expect(messages).toEqual({ 'card.short.title': 'Curto', 'card.long.title': 'Bem mais longo' })
  })

  it('fails, naming the file, for a registered section without fixtures', () => {
    expect(() => galleryContent({ card: definition('card') }, {}, () => false)).toThrow(
      'sections/card/fixtures.ts has no fixtures',
    )
  })
})

describe('renderGallery', () => {
  it.each(GALLERY_LOCALES)(
    '%s: shows every registered section with each of its fixtures, tones and variants, in order',
    async (locale) => {
      const document = await render(locale)
      const shown = [...document.querySelectorAll<HTMLElement>('[data-gallery-section]')].map(
        (frame) => `${frame.dataset.gallerySection}/${frame.dataset.galleryFixture}`,
      )
      const expected = Object.keys(sections).flatMap((type) =>
        Object.keys(sectionFixtures[type]!).map((fixture) => `${type}/${fixture}`),
      )
      // Each fixture, then the first one in each tone and variant (`choiceEntries`).
      expect(shown.filter((name) => !name.includes('·'))).toEqual(expected)
      expect(shown).toEqual(
        galleryContent(sections, sectionFixtures, () => false).entries.map(({ type, fixture }) => `${type}/${fixture}`),
      )
      for (const type of Object.keys(sections))
        expect(document.querySelector(`[data-section="${type}"]`)).not.toBeNull()
    },
  )

  it("pseudo-localizes and lengthens the fixtures' copy, which no catalog holds", async () => {
    const source = 'Software e IA sob medida'
    expect(heroTitle(await render('en-us'))).toBe(source)
    const pseudo = heroTitle(await render(PSEUDO_LOCALE))!
    expect(pseudo.length).toBeGreaterThan(source.length * 1.2)
    // Every letter that pseudo-localization maps (all of a–z but v and x) is accented.
    expect(pseudo).not.toMatch(/[a-uwyzA-UWYZ]/)
  })

  it('pseudo-localizes the catalog copy too (a service title from the content)', async () => {
    const card = (document: Document) =>
      document.querySelector('[data-gallery-section="servicesGrid"][data-gallery-fixture="allServices"] a span')
        ?.textContent
    expect(card(await render('pt-br'))).toBe('Plataformas web')
    expect(card(await render('en-us'))).not.toBe('Plataformas web')
    expect(card(await render(PSEUDO_LOCALE))).not.toMatch(/[a-uwyzA-UWYZ]/)
  })
})
