import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { statsSchema } from './schema'
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

  it('says where the figures come from under them, only when given', async () => {
    const sourced = await renderElement(<Stats {...fixtures.brandThree!} />)
    expect(sourced.querySelector('ul + p')?.textContent).toBe('Registros de projetos da Nuvora, 2014 a 2026')
    expect((await renderElement(<Stats {...fixtures.hireClaims!} />)).querySelector('ul + p')).toBeNull()
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

  it('sets as many figures per row as it has (up to four, four only from 1280 px), or the columns asked', async () => {
    const grid = async (props: object) =>
      (await renderElement(<Stats {...fixtures.longest!} {...props} />)).querySelector('ul')!.className
    expect(await grid({})).toContain('xl:grid-cols-4')
    expect(await grid({})).toContain('sm:grid-cols-2')
    expect(await grid({ columns: 2 })).not.toContain('lg:grid-cols')
    expect(await grid({ columns: 3 })).toContain('lg:grid-cols-3')
    expect(await grid({ columns: 3 })).not.toContain('xl:grid-cols')
  })

  it('is painted muted by default, in its tone otherwise', async () => {
    const surface = async (props: object) =>
      (await renderElement(<Stats {...fixtures.hireClaims!} {...props} />))
        .querySelector('section')
        ?.getAttribute('data-surface')
    expect(await surface({})).toBe('muted')
    expect(await surface({ tone: 'inverse' })).toBe('inverse')
    expect(statsSchema.properties.tone).toMatchObject({ default: 'muted' })
  })
})
