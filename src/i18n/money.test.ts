import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { formatBrl, translateMoney } from './money'

/** Intl separates the symbol with a no-break space; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatBrl', () => {
  it.each([
    ['pt-br', ['R$ 10.000', 'R$ 2.500', 'R$ 699', 'R$ 99,90']],
    ['en-us', ['R$10,000', 'R$2,500', 'R$699', 'R$99.90']],
    ['es-es', ['10.000 R$', '2500 R$', '699 R$', '99,90 R$']],
  ] as const)('writes reais the %s way, cents only when there are any', (locale, expected) => {
    expect([10000, 2500, 699, 99.9].map((amount) => plain(formatBrl(amount, locale)))).toEqual(expected)
  })
})

describe('formatBrl against ICU', () => {
  const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000]
  const withCents = [0.5, 1.05, 99.9, 999.99, 1000.1, 12345.67, 1234567.5]
  const intl = (amount: number, locale: string) => {
    const digits = Number.isInteger(amount) ? 0 : 2
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount)
  }

  it.each(LOCALES)('writes exactly what ICU writes in %s, grouping and spaces included', (locale) => {
    for (const amount of [...amounts, ...withCents]) expect(formatBrl(amount, locale)).toBe(intl(amount, locale))
  })
})

describe('translateMoney', () => {
  it('puts each amount, formatted for the locale, into its placeholder', () => {
    const i18n = setupI18n({ locale: 'en-us', messages: { 'en-us': { range: 'From {min} to {max}' } } })
    const text = translateMoney(i18n, {
      message: { id: 'range', message: 'De {min} a {max}' },
      amounts: { min: 10000, max: 50000 },
    })
    expect(text).toBe('From R$10,000 to R$50,000')
  })
})
