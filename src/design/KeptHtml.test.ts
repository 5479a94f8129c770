// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'

// The built site hydrates its islands with Preact (`preactInBrowserPlugin`): so does this test.
vi.mock('react', () => import('preact/compat'))
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'))

const { h, hydrate, render } = await import('preact')
const { KeptHtml, keepingServerHtml } = await import('./KeptHtml')

const SERVER_HTML =
  '<details><summary>Menu</summary><div class="contents"><ul><li><a href="/a">A</a></li></ul></div></details>'

describe('KeptHtml', () => {
  it("keeps the server's HTML while an island hydrates, without rendering what it holds", () => {
    const container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    const link = container.querySelector('a')
    const Panel = vi.fn(() => h('ul', null, h('li', null, h('a', { href: '/a' }, 'A'))))
    const tree = h('details', null, h('summary', null, 'Menu'), h(KeptHtml, null, h(Panel, null)))
    keepingServerHtml(() => hydrate(tree, container))
    expect(Panel).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(SERVER_HTML)
    // The very nodes the server wrote, not copies.
    expect(container.querySelector('a')).toBe(link)
  })

  it("hydrates what it holds when told not to keep it (`keep={false}`: the bar's navigation on a wide screen)", () => {
    const container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    const link = container.querySelector('a')
    const Panel = vi.fn(() => h('ul', null, h('li', null, h('a', { href: '/a' }, 'A'))))
    const tree = h(
      'details',
      null,
      h('summary', null, 'Menu'),
      h(KeptHtml, { keep: false, children: undefined }, h(Panel, null)),
    )
    keepingServerHtml(() => hydrate(tree, container))
    expect(Panel).toHaveBeenCalled()
    expect(container.innerHTML).toBe(SERVER_HTML)
    expect(container.querySelector('a')).toBe(link)
  })

  it('renders what it holds anywhere else (a fresh render in the browser)', () => {
    const container = document.createElement('div')
    const Panel = vi.fn(() => h('a', { href: '/a' }, 'A'))
    render(h(KeptHtml, null, h(Panel, null)), container)
    expect(Panel).toHaveBeenCalled()
    expect(container.innerHTML).toBe('<div class="contents"><a href="/a">A</a></div>')
  })
})
