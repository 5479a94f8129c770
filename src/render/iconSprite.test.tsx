// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderElement } from '../testing/render'
import { renderToStringWithSprite } from './withIconSprite'
import { Carousel } from '../design/Carousel'
import { Icon } from '../design/Icon'
import { ICON_NAMES } from '../design/iconNames'
import { ICON_BODIES } from '../design/icons.generated'
import { ensureIcons, ICON_SPRITE_ID, iconSpriteMarkup, iconSymbolId } from '../design/iconSprite'

const symbolIds = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
const usedIds = (html: string) => [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1])

describe('icon sprite', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('draws an icon as a <use> of its symbol and puts each drawn icon in the sprite once', () => {
    const { html, sprite } = renderToStringWithSprite(
      <p>
        <Icon name="check" />
        <Icon name="arrow-right" size={16} />
        <Icon name="check" />
      </p>,
    )
    expect(usedIds(html)).toEqual(['icon-check', 'icon-arrow-right', 'icon-check'])
    expect(html).not.toContain('<path')
    expect(symbolIds(sprite)).toEqual(['icon-arrow-right', 'icon-check'])
    expect(sprite).toContain(`<symbol id="icon-check" viewBox="0 0 24 24">${ICON_BODIES.check}</symbol>`)
    expect(sprite).toMatch(new RegExp(`^<svg id="${ICON_SPRITE_ID}" hidden aria-hidden="true">`))
  })

  it('adds the icons a component declares for after hydration (a carousel’s arrows) to the prerendered sprite', async () => {
    const page = await renderElement(
      <Carousel label="Cases" items={['a', 'b', 'c', 'd', 'e']} layout="four-two-one" renderSlide={(item) => item} />,
    )
    const used = [...page.querySelectorAll('use')].map((use) => use.getAttribute('href'))
    expect(used).toEqual(['#icon-arrow-right'])
    expect([...page.querySelectorAll(`#${ICON_SPRITE_ID} > symbol`)].map((symbol) => symbol.id)).toEqual([
      'icon-arrow-right',
      'icon-chevron-left',
      'icon-chevron-right',
    ])
  })

  it('writes nothing for a page without icons, and the same bytes whatever the order icons were drawn in', () => {
    expect(iconSpriteMarkup([], ICON_BODIES)).toBe('')
    expect(iconSpriteMarkup(['x', 'check', 'menu'], ICON_BODIES)).toBe(
      iconSpriteMarkup(['menu', 'x', 'check', 'x'], ICON_BODIES),
    )
  })

  it('has a symbol body for every icon name', () => {
    for (const name of ICON_NAMES) expect(ICON_BODIES[name], name).toMatch(/^<(path|circle|rect|line|polyline)/)
  })

  it('in the browser, adds only the missing symbols to the page’s sprite (or makes one)', async () => {
    await ensureIcons(['check'])
    const sprite = document.getElementById(ICON_SPRITE_ID)!
    expect(sprite.parentElement).toBe(document.body)
    expect([...sprite.children].map((symbol) => symbol.id)).toEqual(['icon-check'])
    await ensureIcons(['check', 'x'])
    expect([...sprite.children].map((symbol) => symbol.id)).toEqual(['icon-check', 'icon-x'])
    const cross = document.getElementById(iconSymbolId('x'))!
    expect([...cross.children].map((path) => [path.namespaceURI, path.getAttribute('d')])).toEqual([
      ['http://www.w3.org/2000/svg', 'M18 6 6 18'],
      ['http://www.w3.org/2000/svg', 'm6 6 12 12'],
    ])
    expect(document.querySelectorAll(`#${ICON_SPRITE_ID}`)).toHaveLength(1)
  })

  it('fills in an icon drawn after a client-side navigation, which the prerendered sprite lacks', async () => {
    document.body.innerHTML = iconSpriteMarkup(['menu'], ICON_BODIES) + '<div id="root"></div>'
    const root = createRoot(document.getElementById('root')!)
    await act(async () => root.render(<Icon name="globe" />))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect([...document.getElementById(ICON_SPRITE_ID)!.children].map((symbol) => symbol.id)).toEqual([
      'icon-menu',
      'icon-globe',
    ])
    expect(document.querySelector('#root use')?.getAttribute('href')).toBe('#icon-globe')
    root.unmount()
  })
})
