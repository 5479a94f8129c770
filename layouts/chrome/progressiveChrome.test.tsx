import { describe, expect, it } from 'vitest'
import {
  buildSite,
  renderElement,
  progressivePages,
  progressiveSettings,
  testNavigation,
} from '../../src/engine/testing'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

const copy = (message: string) => ({ id: message, message })
const navigation = {
  ...testNavigation,
  header: [
    { label: copy('Home'), href: '/' },
    { label: copy('About'), href: '/quem-somos#team' },
    { label: copy('Contact'), href: '/contact' },
  ],
  footer: [
    { label: copy('Pages'), links: [{ label: copy('Contact'), href: '/contact' }] },
    { label: copy('More'), links: [{ label: copy('Apps'), href: '/apps' }] },
  ],
}
/** The test site with Spanish in progress (only `contact` and `about` published there) and `about` slugged. */
const { site } = buildSite({ pages: progressivePages, settings: progressiveSettings, navigation, sections: {} })
const hrefs = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'))

describe('the chrome of a site with a locale in progress and slugs', () => {
  it('leads the links to pages not published in the locale to the Portuguese page, in every menu and column', async () => {
    // A visitor of the one Spanish page keeps the whole site's menus: the pages not translated yet open in Portuguese.
    const spanish = await renderElement(<SiteHeader />, '/es-es/contact', { site })
    expect(hrefs(spanish, 'header nav a')).toContain('/pt-br')
    expect(hrefs(spanish, 'header nav a')).not.toContain('/es-es')
    expect(hrefs(spanish, 'header nav a')).toContain('/es-es/contact')
    expect(hrefs(spanish, 'header nav a')).toContain('/es-es/quienes-somos#team')
    const footer = await renderElement(<SiteFooter />, '/es-es/contact', { site })
    expect(hrefs(footer, 'footer nav a')).toContain('/es-es/contact')
    expect(hrefs(footer, 'footer a')).toContain('/pt-br/apps')
    expect(footer.body.textContent).toContain('More')
    // The logo leads home: the Portuguese home while the Spanish one is not published.
    expect(hrefs(spanish, 'header a')).not.toContain('/es-es')
  })

  it('leaves out of the menus of a published locale the links to a draft there, and a column left empty', async () => {
    const draftless = buildSite({
      pages: progressivePages,
      settings: { ...progressiveSettings, localesInProgress: [] },
      navigation,
      sections: {},
    }).site
    const english = await renderElement(<SiteFooter />, '/es-es/contact', { site: draftless })
    expect(hrefs(english, 'footer a')).not.toContain('/es-es/apps')
    expect(english.body.textContent).not.toContain('More')
  })

  it('leads menu links to the page’s slug in the visitor’s locale, the anchor kept', async () => {
    const english = await renderElement(<SiteHeader />, '/en-us', { site })
    expect(hrefs(english, 'header nav a')).toContain('/en-us/about-us#team')
    const portuguese = await renderElement(<SiteHeader />, '/pt-br', { site })
    expect(hrefs(portuguese, 'header nav a')).toContain('/pt-br/quem-somos#team')
  })

  it('leads its own entry of the picker on a page without alternates (its not-found page) to a home that is built', async () => {
    const picker = (document: Document) =>
      [...document.querySelectorAll('a[hreflang="es-ES"]')].map((link) => link.getAttribute('href'))
    const notFound = await renderElement(<SiteHeader />, '/es-es/404', { site, alternates: {} })
    expect(picker(notFound)).not.toContain('/es-es')
    expect(picker(notFound)).toContain('/pt-br')
  })

  it('offers the locale in progress in the language picker only on a page published in it', async () => {
    const languages = (document: Document) =>
      [...document.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('hreflang'))
    const home = await renderElement(<SiteHeader />, '/pt-br', {
      site,
      alternates: { 'pt-br': '/pt-br', 'en-us': '/en-us' },
    })
    expect(languages(home)).not.toContain('es-ES')
    const contact = await renderElement(<SiteHeader />, '/pt-br/contact', {
      site,
      alternates: { 'pt-br': '/pt-br/contact', 'en-us': '/en-us/contact', 'es-es': '/es-es/contact' },
    })
    expect(languages(contact)).toContain('es-ES')
  })
})
