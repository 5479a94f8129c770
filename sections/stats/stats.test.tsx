import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { Stats } from './Stats'

const figures = (document: Document) =>
  [...document.querySelectorAll('li')].map((li) => li.querySelector('p')?.textContent)

describe('stats', () => {
  it('writes each figure with its sign and unit, and its label under it', async () => {
    const document = await renderElement(<Stats {...fixtures.hireClaims!} />)
    expect(figures(document)).toEqual(['+1.000', '3 dias úteis'])
    expect([...document.querySelectorAll('li p + p')].map((p) => p.textContent)).toEqual([
      'profissionais na rede',
      'para encontrar um candidato',
    ])
    expect(document.querySelector('h2')?.textContent).toBe('Em números')
  })

  it('formats figures for the visitor language', async () => {
    expect(figures(await renderElement(<Stats {...fixtures.hireClaims!} />, '/en-us'))[0]).toBe('+1,000')
    expect(figures(await renderElement(<Stats {...fixtures.darkUntitled!} />, '/pt-br'))[0]).toBe('4,9 de 5')
  })

  it('is not labelled by a heading it does not have', async () => {
    const document = await renderElement(<Stats {...fixtures.darkUntitled!} />)
    expect(document.querySelector('h2')).toBeNull()
    expect(document.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false)
  })
})
