import { describe, expect, it, vi } from 'vitest'
import { renderElement } from '../testing/render'
import { Logo } from './Logo'

// A client's logo as `npm run brand` writes it from content/brand/logo.svg (checked, without its own size).
vi.mock('./clientLogo.generated', () => ({
  CLIENT_LOGO: {
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><path fill="currentColor" opacity=".5" d="M0 0h30v30H0z"/><path fill="currentColor" d="M40 5h70v20H40z"/></svg>',
    width: 120,
    height: 30,
  },
}))

describe('Logo with a client logo (content/brand/logo.svg)', () => {
  it('draws the client’s SVG in place of the generated mark, at the logo’s height, in the surface’s text colour', async () => {
    const document = await renderElement(<Logo />)
    const svg = document.querySelector('a[href="/pt-br"] svg[role="img"]')!
    expect(svg.getAttribute('aria-label')).toBe('Nuvora, página inicial')
    expect(svg.getAttribute('viewBox')).toBe('0 0 120 30')
    expect(svg.getAttribute('class')).toBe('h-8 w-auto text-fg')
    const inner = svg.querySelector('svg')!
    expect([...inner.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([
      'M0 0h30v30H0z',
      'M40 5h70v20H40z',
    ])
    expect(svg.querySelector('circle')).toBeNull()
  })
})
