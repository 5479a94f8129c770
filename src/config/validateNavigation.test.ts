import { describe, expect, it } from 'vitest'
import { testNavigation, testPages } from '../testing/testSite'
import { formatConfigErrors } from './validate'
import { formatConfigWarnings } from './toneNeighbours'
import { navigationWarnings, validateNavigation } from './validateNavigation'
import type { PageConfig } from './pages'

const copy = (message: string) => ({ id: message, message })
const page = (id: string, path: string, extra: Partial<PageConfig>): PageConfig => ({
  id,
  path,
  layout: 'default',
  meta: { title: copy(id), description: copy(id) },
  sections: [],
  ...extra,
})

describe('validateNavigation', () => {
  it('accepts menus whose site links all reach a page', () => {
    expect(validateNavigation(testNavigation, testPages)).toEqual([])
  })

  it('names the menu entry of a link to no page, with the nearest path', () => {
    const navigation = {
      ...testNavigation,
      footer: [{ label: copy('Pages'), links: [{ label: copy('Contact'), href: '/contcat' }] }],
      landingFooter: { ...testNavigation.landingFooter, action: { label: copy('Offers'), href: '/promocoes#form' } },
    }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toMatchInlineSnapshot(`
      "navigation › footer[0].links[0].href: "/contcat" reaches no page in pt-br, en-us, es-es; no page has the path "/contcat"; did you mean "/contact"? (pages.config.ts lists the pages)
      navigation › landingFooter.action.href: "/promocoes#form" reaches no page in pt-br, en-us, es-es; no page has the path "/promocoes" (pages.config.ts lists the pages)"
    `)
  })

  it('refuses a locale-fixed link to a page missing in that locale, an anchor not on every page, a bare https://', () => {
    const navigation = {
      ...testNavigation,
      alternativeHeader: [
        { label: copy('Apps'), href: '/apps' },
        { label: copy('Apps'), href: '/es-es/apps' },
        { label: copy('Top'), href: '#top' },
        { label: copy('Skip'), href: '#main' },
        { label: copy('Blog'), href: 'https://blog.example' },
        { label: copy('Blog'), href: 'https://' },
      ],
    }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toMatchInlineSnapshot(`
      "navigation › alternativeHeader[1].href: "/es-es/apps" reaches no page; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      navigation › alternativeHeader[2].href: "#top": some page showing this menu has no block with the id "top"; give the target block that \`id\`, or link one of: #main
      navigation › alternativeHeader[5].href: "https://" is not a valid address; write the whole URL, like "https://example.com/page""
    `)
  })

  it('warns of each list link the menus leave out in a locale the page is not published in, naming menu › item › page › locale', () => {
    const navigation = {
      ...testNavigation,
      alternativeHeader: [{ label: copy('Apps'), href: '/apps' }],
      footer: [{ label: copy('Pages'), links: [{ label: copy('Apps'), href: '/apps#main' }] }],
    }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toBe('')
    expect(formatConfigWarnings(navigationWarnings(navigation, testPages))).toMatchInlineSnapshot(`
      "navigation › alternativeHeader[0] "Apps" › page "apps" › es-es: not published there, so the menu leaves this link out in es-es; it shows once the page is published there (its \`locales\`)
      navigation › footer[0] "Pages" › links[0] "Apps" › page "apps" › es-es: not published there, so the menu leaves this link out in es-es; it shows once the page is published there (its \`locales\`)"
    `)
  })

  it('still refuses a link to a page published in no locale, and a header action missing in a locale', () => {
    const pages = [...testPages, page('offers', '/offers', { urls: 'unprefixed' })]
    const navigation = {
      ...testNavigation,
      headerAction: { label: copy('Apps'), href: '/apps' },
      alternativeHeader: [{ label: copy('Offers'), href: '/offers' }],
    }
    expect(formatConfigErrors(validateNavigation(navigation, pages))).toMatchInlineSnapshot(`
      "navigation › headerAction.href: "/apps" reaches no page in es-es; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      navigation › alternativeHeader[0].href: "/offers" reaches no page in pt-br, en-us, es-es; page "offers" is served only at /offers (see its \`locales\` and \`urls\`)"
    `)
  })

  it('refuses an empty label', () => {
    const navigation = { ...testNavigation, alternativeHeader: [{ label: copy(' '), href: '/' }] }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toMatchInlineSnapshot(
      `"navigation › alternativeHeader[0].label: is empty; write its text inside msg\`…\` (an empty text would show as a code)"`,
    )
  })
})
