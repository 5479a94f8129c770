import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { FeatureGrid } from './FeatureGrid'
import { fixtures } from './fixtures'

describe('featureGrid', () => {
  it('renders one card per item with its heading and text', async () => {
    const document = await renderElement(<FeatureGrid {...fixtures.fiveBenefits!} />)
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(document.querySelectorAll('li p')).toHaveLength(5)
    expect(document.querySelector('ul')?.className).toContain('lg:grid-cols-5')
  })

  it('turns a card with href into a localized link', async () => {
    const document = await renderElement(<FeatureGrid {...fixtures.linkedCards!} />, '/es-es')
    expect(document.querySelector('li a')?.getAttribute('href')).toBe('/es-es/servicos/plataforma-web')
  })
})
