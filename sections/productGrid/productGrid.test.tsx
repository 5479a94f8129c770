import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { aiProductSchema } from '../../content/models/products'
import { aiProducts } from '../../content/products'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures as allFixtures } from './fixtures'
import { ProductGrid } from './ProductGrid'
import { productGridSchema, productImageSlot, type ProductGridProps } from './schema'

/** The fixtures as a built page renders them: each card's picture with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(productGridSchema, props)]),
) as Record<string, ProductGridProps>

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
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows each product picture with its alt text, lazily, cropped to 16:10', async () => {
    const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />)
    const images = [...document.querySelectorAll('li picture img')]
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/assets/media/vendai-1200.webp', 'Ilustração do Vendaí'],
      ['/assets/media/lumi-1200.webp', 'Ilustração do Lumi'],
    ])
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy')
    expect(productImageSlot.aspect).toBe(16 / 10)
    expect(images[0]!.getAttribute('sizes')).toBe(productImageSlot.sizes)
  })

  it('lays cards out in 2, 3 (default) or 4 columns and paints its tone (light by default)', async () => {
    const grid = async (props: ProductGridProps) => {
      const document = await renderElement(<ProductGrid {...props} />)
      return [
        document.querySelector('ul')?.getAttribute('data-columns'),
        document.querySelector('[data-section="productGrid"]')?.getAttribute('data-surface'),
      ]
    }
    expect(await grid(fixtures.twoProducts!)).toEqual(['2', 'light'])
    expect(await grid(fixtures.longest!)).toEqual(['3', 'light'])
    expect(await grid(fixtures.mutedOne!)).toEqual(['3', 'muted'])
    expect(await grid(fixtures.fourColumnsInverse!)).toEqual(['4', 'inverse'])
    expect(productGridSchema.properties.columns).toMatchObject({ enum: [2, 3, 4], default: 3 })
    expect(productGridSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('makes the whole card its link: one link per card, stretched over it', async () => {
    const document = await renderElement(<ProductGrid {...fixtures.twoProducts!} />)
    for (const card of document.querySelectorAll('li')) {
      expect(card.querySelectorAll('a')).toHaveLength(1)
      expect(card.querySelector('h3 a')).toBeNull()
    }
  })

  it('offers a product screen as AVIF and WebP at the widths of its card', async () => {
    const product = { ...allFixtures.mutedOne!.products[0]!, image: { src: 'products/pauta.png', alt: { id: 'fx' } } }
    const document = await renderElement(
      <ProductGrid {...withStandInImages(productGridSchema, { ...allFixtures.mutedOne!, products: [product] })} />,
    )
    const source = document.querySelector('li source[type="image/avif"]')!
    expect([source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual([
      '/assets/media/pauta-600.avif 600w, /assets/media/pauta-1200.avif 1200w',
      productImageSlot.sizes,
    ])
    expect(document.querySelector('li picture img')?.getAttribute('height')).toBe('750')
  })

  it('holds the six AI products of the spec, each with an https link and an image of its own', () => {
    expect(aiProducts).toHaveLength(6)
    expect(new Set(aiProducts.map((p) => p.link)).size).toBe(6)
    const validate = new Ajv().compile(aiProductSchema)
    for (const p of aiProducts) {
      expect(validate(p), JSON.stringify(validate.errors)).toBe(true)
      expect(p.link).toMatch(/^https:\/\/[a-z-]+\.nuvora\.example$/)
      expect(p.image.src).toMatch(new RegExp(`^products/${p.id}\\.`))
      expect(existsSync(join(import.meta.dirname, '../../content/media', p.image.src))).toBe(true)
      expect(p.image.alt).toBeDefined()
    }
  })
})
