// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ceo } from '../../content/ceo'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { BusinessCard } from './BusinessCard'
import { fixtures as allFixtures } from './fixtures'
import { isInstagramBrowser, useIsInstagramBrowser } from './inAppBrowser'
import { businessCardSchema, cardPhotoSlot, type BusinessCardProps } from './schema'

/** The fixtures as a built page renders them: the portrait with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(businessCardSchema, props)]),
) as Record<string, BusinessCardProps>
/** The CEO's card as its page shows it. */
const ceoCard = withStandInImages(businessCardSchema, { contact: ceo })

const hrefs = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((a) => a.getAttribute('href'))

/** The card's URLs in each locale, as its route carries them (the language links come from the route). */
const alternates = {
  'pt-br': '/pt-br/contato-rafael',
  'en-us': '/en-us/contato-rafael',
  'es-es': '/es-es/contato-rafael',
}

describe('businessCard', () => {
  it('renders the name as the page heading, WhatsApp, e-mail and the vCard download', async () => {
    const document = await renderElement(<BusinessCard {...fixtures.full!} />)
    expect(document.querySelector('h1')?.textContent).toBe('Ana Souza')
    expect(document.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href')).toBe(
      'https://wa.me/5511912345678',
    )
    expect(document.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:ana@acme.example')
    const vcard = document.querySelector('a[download]')
    expect(vcard?.getAttribute('href')).toBe('/ana.vcf')
    expect(vcard?.textContent).toBe('Salvar contato')
  })

  it('shows the portrait as a 128 px circle above the name', async () => {
    const document = await renderElement(<BusinessCard {...fixtures.full!} />)
    const photo = document.querySelector('picture img')!
    expect([photo.getAttribute('src'), photo.getAttribute('alt')]).toEqual([
      '/assets/media/rafael-monteiro-1200.webp',
      'Retrato de Ana Souza',
    ])
    expect(photo.getAttribute('sizes')).toBe(cardPhotoSlot.sizes)
    expect(cardPhotoSlot).toMatchObject({ sizes: '128px', aspect: 1 })
    expect(photo.compareDocumentPosition(document.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The CEO's name is the heading right under it: his portrait is decorative.
    const ceoPage = await renderElement(<BusinessCard {...ceoCard} />, '/contato-rafael', { alternates })
    expect(ceoPage.querySelector('picture img')?.getAttribute('alt')).toBe('')
  })

  it('renders one tile per link, opening in a new tab and naming its site', async () => {
    const document = await renderElement(<BusinessCard {...fixtures.full!} />)
    const tiles = [...document.querySelectorAll('ul[aria-label] a')]
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(fixtures.full!.contact.links.map((link) => link.href))
    for (const tile of tiles)
      expect([tile.getAttribute('target'), tile.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    expect(tiles.map((a) => a.textContent)).toEqual([
      'Ana Souzalinkedin.com(abre em nova aba)',
      '@acmeinstagram.com(abre em nova aba)',
      'Acmeacme.example(abre em nova aba)',
    ])
  })

  it("links the same card in every language, marking the current one (the CEO's page)", async () => {
    const document = await renderElement(<BusinessCard {...ceoCard} />, '/en-us/contato-rafael', { alternates })
    expect(hrefs(document, 'nav a')).toEqual([
      '/pt-br/contato-rafael',
      '/en-us/contato-rafael',
      '/es-es/contato-rafael',
    ])
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('hreflang')).toBe('en-US')
    expect(document.querySelector('a[download]')?.getAttribute('href')).toBe('/rafael.vcf')
  })

  it('treats the locale-less card address as the Portuguese one', async () => {
    const document = await renderElement(<BusinessCard {...ceoCard} />, '/contato-rafael', { alternates })
    expect(hrefs(document, 'nav a')).toEqual([
      '/pt-br/contato-rafael',
      '/en-us/contato-rafael',
      '/es-es/contato-rafael',
    ])
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('hreflang')).toBe('pt-BR')
  })
})

describe('businessCard tones', () => {
  it('is dark by default, and its white icons turn dark with the text on light surfaces', async () => {
    const icons = (document: Document) =>
      [...document.querySelectorAll('img[src^="/icons/social-"], img[src^="/business-card/"]')].map((img) => [
        img.getAttribute('src'),
        img.classList.contains('invert'),
      ])
    const dark = await renderElement(<BusinessCard {...fixtures.full!} />)
    expect(dark.querySelector('[data-section="businessCard"]')?.getAttribute('data-surface')).toBe('inverse')
    // On the dark card the icons stay white; on the primary (coral) button the download mark is dark like its text.
    expect(icons(dark)).toEqual([
      ['/icons/social-whatsapp.svg', false],
      ['/business-card/download.svg', true],
      ['/business-card/linkedin.svg', false],
      ['/icons/social-instagram.svg', false],
      ['/business-card/globe.svg', false],
    ])
    const light = await renderElement(<BusinessCard {...fixtures.light!} />)
    expect(light.querySelector('[data-section="businessCard"]')?.getAttribute('data-surface')).toBe('light')
    expect(icons(light)).toEqual([
      ['/icons/social-whatsapp.svg', true],
      ['/business-card/download.svg', false],
      ['/business-card/linkedin.svg', true],
      ['/icons/social-instagram.svg', true],
      ['/business-card/globe.svg', true],
    ])
    expect(businessCardSchema.properties.tone).toMatchObject({ default: 'inverse' })
  })

  it('renders no empty list when the person has no links', async () => {
    const document = await renderElement(<BusinessCard {...fixtures.minimal!} />)
    expect(document.querySelector('ul')).toBeNull()
  })
})

describe('the Instagram in-app browser', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is recognised by its user agent', () => {
    expect(isInstagramBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0.0.0 (iPhone14,2; iOS 17_0)')).toBe(
      true,
    )
    expect(isInstagramBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false)
  })

  it('is decided after the first render, so hydration matches the prerendered HTML', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Instagram 300.0')
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const renders: boolean[] = []
    function Probe() {
      renders.push(useIsInstagramBrowser())
      return null
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    renders.length = 0
    let root: ReturnType<typeof hydrateRoot> | undefined
    act(() => {
      root = hydrateRoot(container, <Probe />)
    })
    expect(renders[0]).toBe(false)
    expect(renders.at(-1)).toBe(true)
    act(() => root?.unmount())
  })
})
