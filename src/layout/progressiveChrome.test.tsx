import { describe, expect, it } from 'vitest'
import { buildSite } from '../config/buildSite'
import { renderElement } from '../testing/render'
import { progressivePages, progressiveSettings, testNavigation } from '../testing/testSite'
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
  it('leaves out of the menus the links to pages not published in the locale, and a column left empty', async () => {
    const spanish = await renderElement(<SiteHeader />, '/es-es/contact', { site })
    expect(hrefs(spanish, 'header nav a')).not.toContain('/es-es')
    expect(hrefs(spanish, 'header nav a')).toContain('/es-es/contact')
    const footer = await renderElement(<SiteFooter />, '/es-es/contact', { site })
    expect(hrefs(footer, 'footer nav a')).toContain('/es-es/contact')
    expect(hrefs(footer, 'footer a')).not.toContain('/es-es/apps')
    expect(footer.body.textContent).not.toContain('More')
  })

  it('leads menu links to the page’s slug in the visitor’s locale, the anchor kept', async () => {
    const english = await renderElement(<SiteHeader />, '/en-us', { site })
    expect(hrefs(english, 'header nav a')).toContain('/en-us/about-us#team')
    const portuguese = await renderElement(<SiteHeader />, '/pt-br', { site })
    expect(hrefs(portuguese, 'header nav a')).toContain('/pt-br/quem-somos#team')
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
