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
      "navigation › footer[0].links[0].href: "/contcat" matches no page; did you mean "/contact"? (pages.config.ts lists the paths)
      navigation › landingFooter.action.href: "/promocoes#form" matches no page (pages.config.ts lists the paths)"
    `)
  })

  it('refuses a locale-fixed link to a page not published in that locale; anchors and external links pass', () => {
    const navigation = {
      ...testNavigation,
      alternativeHeader: [
        { label: copy('Apps'), href: '/es-es/apps' },
        { label: copy('Top'), href: '#top' },
        { label: copy('Blog'), href: 'https://blog.example' },
      ],
    }
    expect(formatConfigErrors(validateNavigation(navigation, testPages))).toMatchInlineSnapshot(
      `"navigation › alternativeHeader[0].href: "/es-es/apps": page "apps" is not published in es-es (its locales: pt-br, en-us)"`,
    )
  })
})
