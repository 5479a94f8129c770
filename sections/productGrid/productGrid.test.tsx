import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { aiProductSchema } from '../../content/models/products'
import { aiProducts } from '../../content/products'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { ProductGrid } from './ProductGrid'

describe('productGrid', () => {
  it('renders one card per product with its name, title and description', async () => {
    const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />)
    expect([...document.querySelectorAll('li h3')].map((h) => h.textContent)).toEqual(['Vendaí', 'Lumi'])
    expect(document.querySelector('li')?.textContent).toContain('IA Vendaí')
    expect(document.querySelector('li')?.textContent).toContain('Sobre Vendaí')
  })

  it('links each card to the product site in a new tab, without handing over window.opener, in every locale', async () => {
    for (const url of ['/pt-br', '/en-us']) {
      const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />, url)
      const links = [...document.querySelectorAll('li a')]
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        'https://vendai.nuvora.example',
        'https://lumi.nuvora.example',
      ])
      for (const link of links) {
        expect(link.getAttribute('target')).toBe('_blank')
        expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      }
    }
  })

  it('names each link after its product and says it opens a new tab', async () => {
    const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />)
    const link = document.querySelector('li a')!
    expect(link.textContent).toMatch(/^Conhecer Vendaí \(abre em uma nova aba\)/)
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('↗')
  })

  it('keeps product images decorative and lazy', async () => {
    const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />)
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('alt')).toBe('')
      expect(img.getAttribute('loading')).toBe('lazy')
    }
  })

  it('holds the six AI products of the spec, each with an https link and an image of its own', () => {
    expect(aiProducts).toHaveLength(6)
    expect(new Set(aiProducts.map((p) => p.link)).size).toBe(6)
    const validate = new Ajv().compile(aiProductSchema)
    for (const p of aiProducts) {
      expect(validate(p), JSON.stringify(validate.errors)).toBe(true)
      expect(p.link).toMatch(/^https:\/\/[a-z-]+\.nuvora\.example$/)
      expect(p.img).toBe(`/products/${p.id}.svg`)
    }
  })
})
