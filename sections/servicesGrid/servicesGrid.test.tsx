import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { ServicesGrid } from './ServicesGrid'

describe('servicesGrid', () => {
  it('links every service to /{locale}/servicos/{slug}', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />, '/en-us')
    expect([...document.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en-us/servicos/plataforma-web',
      '/en-us/servicos/aplicativos-mobile',
      '/en-us/servicos/manutencao-de-software',
      '/en-us/servicos/outsourcing',
      '/en-us/servicos/apis',
      '/en-us/servicos/design',
      '/en-us/servicos/e-commerce',
      '/en-us/servicos/inteligencia-artificial',
    ])
  })

  it('makes only the last card span two columns', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />)
    const spans = [...document.querySelectorAll('li')].map((li) => li.className.includes('col-span-2'))
    expect(spans).toEqual([false, false, false, false, false, false, false, true])
  })
})
