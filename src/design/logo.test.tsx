import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderElement, toDocument } from '../testing/render'
import { Logo } from './Logo'

/** Every drawn element of an SVG, with its geometry, in document order (colours and classes left out). */
function drawing(svg: Element): string[] {
  return [...svg.querySelectorAll('path, circle, rect, g')].map((element) => {
    const attributes = [...element.attributes]
      .filter((attribute) => !['fill', 'class'].includes(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort()
    return `${element.tagName.toLowerCase()} ${attributes.join(' ')}`
  })
}

describe('Logo', () => {
  it('draws the same logo as public/logos/nuvora.svg, the file the structured data names', async () => {
    const file = toDocument(readFileSync('public/logos/nuvora.svg', 'utf8')).querySelector('svg')!
    const document = await renderElement(<Logo />)
    const svg = document.querySelector('a[href="/pt-br"] svg[role="img"]')!
    expect(svg.getAttribute('aria-label')).toBe('Nuvora, página inicial')
    expect(svg.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'))
    expect(drawing(svg)).toEqual(drawing(file))
    expect(drawing(svg)).toHaveLength(3)
  })

  it('is outlined and painted by the surface: no text, no font, no colour of its own', async () => {
    const document = await renderElement(<Logo />)
    const svg = document.querySelector('svg')!
    expect(svg.querySelector('text')).toBeNull()
    expect(svg.outerHTML).not.toMatch(/font|#[0-9a-f]{3,8}\b|rgb\(/i)
    // The arch and the name take the surface's text colour; the nova the accent.
    expect(svg.getAttribute('class')).toContain('text-fg')
    const [arch, nova, name] = [...svg.querySelectorAll('path, circle')]
    for (const element of [arch, nova, name]) expect(element!.getAttribute('fill')).toBe('currentColor')
    expect(nova!.getAttribute('class')).toBe('text-accent')
    expect(arch!.getAttribute('class')).toBeNull()
    expect(name!.getAttribute('class')).toBeNull()
  })

  it('the public files carry the brand colours of the token file', () => {
    const tokens = readFileSync('src/design/tokens.css', 'utf8')
    const hex = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]+)`, 'i').exec(tokens)![1]!.toLowerCase()
    const logo = toDocument(readFileSync('public/logos/nuvora.svg', 'utf8'))
    expect([...logo.querySelectorAll('path, circle')].map((element) => element.getAttribute('fill'))).toEqual([
      hex('ink-900'),
      hex('coral-500'),
      hex('ink-900'),
    ])
    const favicon = toDocument(readFileSync('public/favicon.svg', 'utf8'))
    expect([...favicon.querySelectorAll('rect, path, circle')].map((element) => element.getAttribute('fill'))).toEqual([
      hex('ink-900'),
      hex('paper'),
      hex('coral-500'),
    ])
  })
})
