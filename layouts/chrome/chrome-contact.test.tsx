import { describe, expect, it } from 'vitest'
import { renderElement, testSite } from '../../src/engine/testing'
import { AltHeader } from './AltHeader'
import { LandingFooter, LandingHeader } from './LandingChrome'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim()
const hrefs = (root: ParentNode, selector = 'a') =>
  [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'))
/** The phone menu of a header before (or without) JavaScript: the disclosure its menu button opens. */
const phoneMenu = (document: Document) =>
  [...document.querySelectorAll('header details')].find(
    (details) => details.querySelector(':scope > summary')?.getAttribute('aria-label') === 'Open menu',
  )!
const withHours = (responseHours: number) => ({ ...testSite, settings: { ...testSite.settings, responseHours } })

describe('the site footer shows the company as the settings describe it', () => {
  it('legal name, CNPJ and the 2024 copyright line', async () => {
    const document = await renderElement(<SiteFooter />)
    const legal = [...document.querySelectorAll('footer p')].map(text).find((line) => line?.startsWith('©'))
    expect(legal).toBe('© 2024 Testco Ltda. Todos os direitos reservados. CNPJ 11.222.333/0001-81')
  })

  it('e-mail, phone and WhatsApp as links, the postal address in the visitor’s language, the reply promise', async () => {
    const document = await renderElement(<SiteFooter />)
    const address = document.querySelector('footer address')!
    expect(hrefs(address)).toEqual(['mailto:hello@testco.example', 'tel:+551120000000', 'https://wa.me/5511000000000'])
    expect(text(address.querySelector('a[href^="tel:"]'))).toBe('+55 11 2000-0000')
    expect(address.querySelector('a[href^="https://wa.me"]')!.getAttribute('target')).toBe('_blank')
    // One line each: street and district; city, state and postal code; country.
    expect(address.querySelector('p')!.textContent!.trim()).toBe(
      'Endereço: Rua Teste, 100 – Centro\nSão Paulo – SP, 01000-000\nBrasil',
    )
    expect(text(document.querySelector('footer address + p'))).toBe('Respondemos em até 1 hora útil')

    const english = await renderElement(<SiteFooter />, '/en-us', { site: withHours(4) })
    expect(text(english.querySelector('footer address p'))).toContain('01000-000 Brazil')
    expect(text(english.querySelector('footer address + p'))).toBe('We reply within 4 business hours')
    const spanish = await renderElement(<SiteFooter />, '/es-es', { site: withHours(4) })
    expect(text(spanish.querySelector('footer address + p'))).toBe('Respondemos en 4 horas hábiles como máximo')
    expect(text(spanish.querySelector('footer address p'))).toContain('01000-000 Brasil')
  })

  it('LinkedIn among the social links, drawn like the others and opening in a new tab', async () => {
    const document = await renderElement(<SiteFooter />)
    const social = document.querySelector('footer ul[aria-label="Redes sociais"]')!
    expect([...social.querySelectorAll('a')].map((link) => link.getAttribute('aria-label'))).toEqual(
      ['Facebook', 'Instagram', 'WhatsApp', 'YouTube', 'X (Twitter)', 'LinkedIn'].map(
        (name) => `${name} (abre em nova aba)`,
      ),
    )
    const linkedin = social.querySelector('a[href="https://www.linkedin.com/company/testco"]')!
    expect(linkedin.getAttribute('target')).toBe('_blank')
    expect(linkedin.querySelector('img')!.getAttribute('src')).toBe('/icons/social-linkedin.svg')
  })

  it('the landing footer: the contact details, its links and action, the social links with LinkedIn, the legal line', async () => {
    const document = await renderElement(<LandingFooter />)
    const social = Object.values(testSite.settings.social)
    expect(hrefs(document.querySelector('footer')!)).toEqual([
      'mailto:hello@testco.example',
      'tel:+551120000000',
      'https://wa.me/5511000000000',
      '/pt-br/apps',
      '/pt-br/contact',
      social[0],
      social[1],
      'https://wa.me/5511000000000',
      social[2],
      social[3],
      'https://www.linkedin.com/company/testco',
    ])
    expect(text(document.querySelector('footer address + p'))).toBe('Respondemos em até 1 hora útil')
    expect(text(document.querySelector('footer'))).toContain('CNPJ 11.222.333/0001-81')
  })
})

describe('every header has the contact action, the most contrasted control of its bar', () => {
  /** The header's links to the contact action's page that look like the primary button. */
  const actions = (root: ParentNode) =>
    [...root.querySelectorAll('header a[href="/en-us/contact"]')].filter((link) =>
      link.getAttribute('class')!.split(' ').includes('bg-action'),
    )

  it('site header: in the bar from sm up, and at the end of the phone menu with WhatsApp and e-mail', async () => {
    const document = await renderElement(<SiteHeader />, '/en-us')
    const [bar, menu] = actions(document)
    expect(actions(document)).toHaveLength(2)
    expect(text(bar)).toBe('Talk to us')
    expect(bar!.getAttribute('class')).toContain('hidden sm:inline-flex')
    // Before (or without) JavaScript the phone menu is a disclosure: its panel ends with the action and the contacts.
    const panel = phoneMenu(document)
    expect(panel.contains(menu!)).toBe(true)
    expect(hrefs(panel).slice(-3)).toEqual([
      '/en-us/contact',
      'https://wa.me/5511000000000',
      'mailto:hello@testco.example',
    ])
    // Outside the navigation landmark: the menus keep their links.
    expect(bar!.closest('nav')).toBeNull()
  })

  it('alternative header: beside its links, and in its slide-down panel', async () => {
    const document = await renderElement(<AltHeader />, '/en-us')
    expect(actions(document)).toHaveLength(2)
    expect(hrefs(document.querySelector('header nav')!)).toEqual(['/en-us', '/pt-br', '/en-us', '/es-es'])
    expect(hrefs(phoneMenu(document)).slice(-3)).toEqual([
      '/en-us/contact',
      'https://wa.me/5511000000000',
      'mailto:hello@testco.example',
    ])
  })

  it('landing header: the logo and the action only, at every width', async () => {
    const document = await renderElement(<LandingHeader />, '/en-us')
    expect(hrefs(document.querySelector('header')!)).toEqual(['/en-us', '/en-us/contact'])
    expect(document.querySelector('header nav')).toBeNull()
    expect(actions(document)[0]!.getAttribute('class')).not.toContain('hidden')
  })
})
