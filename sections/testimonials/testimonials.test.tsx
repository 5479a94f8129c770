import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { Testimonials } from './Testimonials'

describe('testimonials', () => {
  it('renders each quote as a blockquote with its author, role and company', async () => {
    const document = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    const figures = [...document.querySelectorAll('li figure')]
    expect(figures.map((f) => f.querySelector('blockquote')?.textContent)).toEqual([
      'Ótimo time.',
      'Rápidos.',
      'Recomendo.',
    ])
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'ASAna SouzaCTO, Everpay',
      'BBrunoGerente',
      'Carla DiasCEO',
    ])
    expect(document.querySelector('ul')?.className).toContain('lg:grid-cols-3')
  })

  it('keeps the decorative quote mark, initials and photos out of the accessibility tree', async () => {
    const document = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    expect(document.querySelectorAll('figure > [aria-hidden="true"]')).toHaveLength(3)
    expect(document.querySelectorAll('figcaption > [aria-hidden="true"]')).toHaveLength(2)
    expect(document.querySelector('figcaption img')?.getAttribute('alt')).toBe('')
  })

  it('uses a single column for a single quote', async () => {
    const document = await renderElement(<Testimonials {...fixtures.one!} />)
    expect(document.querySelector('ul')?.className).not.toContain('grid-cols')
  })
})
