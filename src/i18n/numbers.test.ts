import { describe, expect, it } from 'vitest'
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
})
