import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { Offer } from './Offer'
import { offerSchema } from './schema'

const text = (document: Document, selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ')

describe('offer', () => {
  it('shows old, setup and monthly prices in reais, Brazilian style', async () => {
    const document = await renderElement(<Offer {...fixtures.ecommerce!} />)
    expect(text(document, '[data-price="old"]')).toBe('De R$ 10.000 por')
    expect(text(document, '[data-price="old"] s')).toBe('R$ 10.000')
    expect(text(document, '[data-price="setup"]')).toBe('R$ 2.500')
    expect(text(document, '[data-price="monthly"]')).toBe('R$ 699')
    expect(document.body.textContent).toContain('por mês')
  })

  it.each([
    ['/en-us', ['R$10,000', 'R$2,500', 'R$699']],
    ['/es-es', ['10.000 R$', '2500 R$', '699 R$']],
  ])('writes prices the visitor way in %s', async (url, [old, setup, monthly]) => {
    const document = await renderElement(<Offer {...fixtures.ecommerce!} />, url)
    expect(text(document, '[data-price="old"] s')).toBe(old)
    expect(text(document, '[data-price="setup"]')).toBe(setup)
    expect(text(document, '[data-price="monthly"]')).toBe(monthly)
  })

  it('shows cents only when a price has them', async () => {
    const document = await renderElement(<Offer {...fixtures.noOldPrice!} />)
    expect(text(document, '[data-price="setup"]')).toBe('R$ 0')
    expect(text(document, '[data-price="monthly"]')).toBe('R$ 99,90')
  })

  it('lists the features and links the button to the lead form', async () => {
    const document = await renderElement(<Offer {...fixtures.ecommerce!} />)
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Taxa zero sobre as vendas',
      'Produtos ilimitados',
    ])
    // Each feature after a check mark the screen reader skips.
    expect(document.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(2)
    expect(document.querySelector('a')?.getAttribute('href')).toBe('#ecommerce-form')
    expect(document.querySelector('h2')?.textContent).toBe('Sua loja virtual')
  })

  it('leaves out the old price when there is none', async () => {
    const document = await renderElement(<Offer {...fixtures.noOldPrice!} />)
    expect(document.querySelector('[data-price="old"]')).toBeNull()
    expect(document.querySelector('s')).toBeNull()
  })

  it('is painted in its tone (muted by default), the price card raised on it', async () => {
    const document = await renderElement(<Offer {...fixtures.ecommerce!} />)
    expect(document.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(document.querySelector('[data-price="setup"]')?.parentElement?.className).toContain('bg-surface-raised')
    const dark = await renderElement(<Offer {...fixtures.noOldPrice!} />)
    expect(dark.querySelector('section')?.getAttribute('data-surface')).toBe('inverse')
    expect(offerSchema.properties.tone).toMatchObject({ default: 'muted' })
  })
})
