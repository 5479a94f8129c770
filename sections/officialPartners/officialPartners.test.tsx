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
})
