import { describe, expect, it } from 'vitest'
import { intlCallsDuring } from '../testing/intlCalls'
import { LOCALES } from './locales'
import { formatNumber, formatPercent } from './numbers'

describe('formatNumber and formatPercent', () => {
  const values = [0, 7, 999, 1000, 1500, 9999, 10000, 12345, 1234567, 0.5, 2.5, 99.95, 1234.5678, 0.0005, 1000.1]

  it.each(LOCALES)('write exactly what ICU writes in %s', (locale) => {
    for (const value of values) {
      expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value))
      const cents = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      expect(formatNumber(value, locale, cents)).toBe(new Intl.NumberFormat(locale, cents).format(value))
    }
    for (let step = 0; step <= 100; step++)
      expect(formatPercent(step / 100, locale)).toBe(
        new Intl.NumberFormat(locale, { style: 'percent' }).format(step / 100),
      )
  })

  it('never call Intl for a site locale (its first call loads ICU data in a long task)', () => {
    expect(
      intlCallsDuring('NumberFormat', () => {
        for (const locale of LOCALES) {
          formatNumber(12345.5, locale)
          formatPercent(0.5, locale)
        }
      }),
    ).toEqual([])
    expect(intlCallsDuring('NumberFormat', () => expect(formatPercent(0.5, 'en-XA')).toContain('50'))).toEqual([
      'en-XA',
    ])
  })
})
