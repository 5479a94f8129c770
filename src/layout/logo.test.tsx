import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderElement, toDocument } from '../testing/render'
import { Logo } from './Logo'

/** Every drawn element of an SVG, with its attributes, in document order (the text's fill left out). */
function drawing(svg: Element): string[] {
  return [...svg.querySelectorAll('*')]
    .filter((element) => element.tagName.toLowerCase() !== 'title')
    .map((element) => {
      const attributes = [...element.attributes]
        .filter((attribute) => !(element.tagName.toLowerCase() === 'text' && attribute.name === 'fill'))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort()
      return `${element.tagName.toLowerCase()} ${attributes.join(' ')} ${element.children.length ? '' : element.textContent}`
    })
}

describe('Logo', () => {
  it('draws the same logo as public/logos/nuvora.svg, the file the structured data names', async () => {
    const file = toDocument(readFileSync('public/logos/nuvora.svg', 'utf8')).querySelector('svg')!
    expect(file.querySelector('text')?.getAttribute('fill')).toBe('#0f172a')
    for (const light of [false, true]) {
      const document = await renderElement(<Logo light={light} />)
      const svg = document.querySelector('a svg[role="img"]')!
      expect(svg.getAttribute('aria-label')).toBe('Nuvora, página inicial')
      expect(svg.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'))
      expect(drawing(svg)).toEqual(drawing(file))
      expect(svg.querySelector('text')?.getAttribute('fill')).toBe(light ? '#ffffff' : '#0f172a')
    }
  })
})
