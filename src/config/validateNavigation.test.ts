import { describe, expect, it } from 'vitest'
import { testNavigation, testPages } from '../testing/testSite'
import { formatConfigErrors } from './validate'
import { validateNavigation } from './validateNavigation'

const copy = (message: string) => ({ id: message, message })

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

  it('refuses a link to a page missing in a locale the menu shows in, an anchor not on every page, a bare https://', () => {
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
      "navigation › alternativeHeader[0].href: "/apps" reaches no page in es-es; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      navigation › alternativeHeader[1].href: "/es-es/apps" reaches no page; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      navigation › alternativeHeader[2].href: "#top": some page showing this menu has no block with the id "top"; give the target block that \`id\`, or link one of: #main
      navigation › alternativeHeader[5].href: "https://" is not a valid address; write the whole URL, like "https://example.com/page""
    `)
  })

  it('refuses an empty label', () => {
    const navigation = { ...testNavigation, alternativeHeader: [{ label: copy(' '), href: '/' }] }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toMatchInlineSnapshot(
      `"navigation › alternativeHeader[0].label: is empty; write its text inside msg\`…\` (an empty text would show as a code)"`,
    )
  })
})
