import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/testing/render'
import { EcommerceForm } from './EcommerceForm'
import { fixtures } from './fixtures'

describe('ecommerceForm', () => {
  it('has the spec fields and the five revenue options after a disabled placeholder', async () => {
    const document = await renderElement(<EcommerceForm {...fixtures.offer!} />, '/pt-br/servicos/e-commerce')
    const names = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select')].map(
      (control) => control.getAttribute('name'),
    )
    expect(names).toEqual(['name', 'phone', 'email', 'faturamento', 'nicho'])
    const options = [...document.querySelectorAll('select option')]
    expect(options.map((option) => option.textContent)).toEqual([
      'Selecione o faturamento',
      'Até R$ 10.000 por mês',
      'De R$ 10.000 a R$ 50.000',
      'De R$ 50.000 a R$ 100.000',
      'Acima de R$ 100.000',
      'Estou começando agora',
    ])
    expect(options[0]!.hasAttribute('disabled')).toBe(true)
  })
})
