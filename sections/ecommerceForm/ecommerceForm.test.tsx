import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { EcommerceForm } from './EcommerceForm'
import { fixtures } from './fixtures'

/** Intl separates "R$" from the figure with a no-break space; compare with plain ones. */
const plainSpaces = (text: string | null) => text?.replace(/\s/g, ' ')

describe('ecommerceForm', () => {
  it('has the spec fields and the five revenue options after a disabled placeholder', async () => {
    const document = await renderElement(<EcommerceForm {...fixtures.offer!} />, '/pt-br/servicos/e-commerce')
    const names = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select')].map(
      (control) => control.getAttribute('name'),
    )
    expect(names).toEqual(['name', 'phone', 'email', 'faturamento', 'nicho'])
    const options = [...document.querySelectorAll('select option')]
    expect(options.map((option) => plainSpaces(option.textContent))).toEqual([
      'Selecione o faturamento',
      'Até R$ 10.000 por mês',
      'De R$ 10.000 a R$ 50.000',
      'De R$ 50.000 a R$ 100.000',
      'Acima de R$ 100.000',
      'Estou começando agora',
    ])
    expect(options[0]!.hasAttribute('disabled')).toBe(true)
  })

  // Regression: en-us showed "Up to R$ 10.000 per month", the amounts written the Portuguese way.
  it.each([
    ['en-us', ['Up to R$10,000 per month', 'R$10,000 to R$50,000', 'R$50,000 to R$100,000', 'Over R$100,000']],
    ['es-es', ['Hasta 10.000 R$ al mes', 'De 10.000 R$ a 50.000 R$', 'De 50.000 R$ a 100.000 R$', 'Más de 100.000 R$']],
  ])('writes the revenue ranges the %s way and sends the same values', async (locale, labels) => {
    const document = await renderElement(<EcommerceForm {...fixtures.offer!} />, `/${locale}/servicos/e-commerce`)
    const options = [...document.querySelectorAll('select option')].slice(1, 5)
    expect(options.map((option) => plainSpaces(option.textContent))).toEqual(labels)
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'ate-10mil',
      '10mil-50mil',
      '50mil-100mil',
      'acima-100mil',
    ])
  })
})
