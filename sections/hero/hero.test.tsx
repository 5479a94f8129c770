import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { Hero } from './Hero'

describe('hero', () => {
  it('renders the title as the page heading and its buttons in order, localized', async () => {
    const document = await renderElement(<Hero {...fixtures.threeButtons!} />, '/en-us')
    expect(document.querySelector('h1')?.textContent).toBe('Software e IA sob medida')
    const links = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Saiba mais', '/en-us/contato'],
      ['Nossos serviços', '#servicos'],
      ['Produtos', '/en-us/produtos-de-ia'],
    ])
  })

  it('names its section by the heading', async () => {
    const document = await renderElement(<Hero {...fixtures.minimal!} />)
    const section = document.querySelector('section')!
    expect(section.getAttribute('aria-labelledby')).toBe(document.querySelector('h1')!.id)
  })
})
