// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { markMessage } from '../markers'
import { markAt, scanMarks } from './scan'

/** Gives an element the box a browser would lay it out in (happy-dom lays nothing out). */
function place(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height)
}

function page() {
  document.body.innerHTML = `
    <main>
      <a href="/x" id="card" aria-label="${markMessage('card.label', 'fuzzy', 'Ver o caso')}">
        <img id="logo" src="/logo.svg" alt="${markMessage('logo.alt', 'missing', 'Logo da Acme')}">
      </a>
      <input id="email" placeholder="${markMessage('email.placeholder', 'translated', 'you@company.com')}">
      <img id="hidden" alt="${markMessage('hidden.alt', 'translated', 'Menu')}">
      <span id="art" data-picture-words="${markMessage('art.revenue', 'translated', 'Revenue')} · ${markMessage('art.orders', 'missing', 'Pedidos')}"></span>
    </main>
    <div id="overlay"><img alt="${markMessage('overlay.alt', 'translated', 'x')}"></div>`
  const byId = (id: string) => document.getElementById(id)!
  place(byId('card'), 0, 0, 300, 200)
  place(byId('logo'), 20, 20, 100, 50)
  place(byId('email'), 0, 300, 200, 40)
  place(byId('hidden'), 0, 0, 0, 0)
  return { byId, overlay: byId('overlay') }
}

describe('messages in attributes', () => {
  it('are found with the element carrying them (the overlay’s own elements excepted)', () => {
    const { byId, overlay } = page()
    const marks = scanMarks(document, overlay).filter((mark) => mark.element)
    expect(marks.map(({ id, attribute, element }) => [id, attribute, element!.id])).toEqual([
      ['card.label', 'aria-label', 'card'],
      ['logo.alt', 'alt', 'logo'],
      ['email.placeholder', 'placeholder', 'email'],
      ['hidden.alt', 'alt', 'hidden'],
      // Words drawn inside a picture (`npm run translate` lists them on it).
      ['art.revenue', 'in the picture', 'art'],
      ['art.orders', 'in the picture', 'art'],
    ])
    expect(marks[1]!.element).toBe(byId('logo'))
  })

  it('are reached by a point over their element: the smallest element under it, none where no element is shown', () => {
    const { overlay } = page()
    const marks = scanMarks(document, overlay)
    expect(markAt(marks, 50, 40)?.id).toBe('logo.alt')
    expect(markAt(marks, 250, 150)?.id).toBe('card.label')
    expect(markAt(marks, 10, 310)).toMatchObject({
      id: 'email.placeholder',
      state: 'translated',
      text: 'you@company.com',
    })
    expect(markAt(marks, 500, 500)).toBeUndefined()
  })
})
