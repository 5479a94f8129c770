import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { OfficialPartners } from './OfficialPartners'

describe('officialPartners', () => {
  it('shows each partner logo with its name as alt text', async () => {
    const document = await renderElement(<OfficialPartners {...fixtures.twoPartners!} />)
    const logos = [...document.querySelectorAll('img')].map((img) => [img.getAttribute('alt'), img.getAttribute('src')])
    expect(logos).toEqual([
      ['Searchly', '/logos/searchly.svg'],
      ['Socialoop', '/logos/socialoop.svg'],
    ])
    expect(document.querySelector('h2')?.textContent).toBe('Parceiro oficial')
  })

  it('is a tight strip on its tone, light by default', async () => {
    const light = await renderElement(<OfficialPartners {...fixtures.twoPartners!} />)
    const section = light.querySelector('section')!
    expect(section.getAttribute('data-surface')).toBe('light')
    expect(section.className).toContain('py-section-tight')
    const inverse = await renderElement(<OfficialPartners {...fixtures.twoPartners!} tone="inverse" />)
    expect(inverse.querySelector('section')?.getAttribute('data-surface')).toBe('inverse')
  })
})
