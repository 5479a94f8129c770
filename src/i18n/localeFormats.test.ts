import { describe, expect, it } from 'vitest'
import { intlCallsDuring } from '../testing/intlCalls'
import { formatLongDate } from './dates'
import { deriveLocaleFormats, localeFormats, regionName, siteLocaleFormats } from './localeFormats'
import { LOCALES } from './locales'
import { formatBrl } from './money'
import { formatNumber, formatPercent } from './numbers'

const formatAll = (locale: string) => [
  formatNumber(12345.5, locale),
  formatPercent(0.5, locale),
  formatBrl(2500.5, locale),
  formatLongDate('2024-03-01', locale),
]

describe('localeFormats', () => {
  it('reads each site locale from Intl: separators, grouping, affixes, months and the long date', () => {
    expect(deriveLocaleFormats('es-es')).toMatchObject({
      group: '.',
      decimal: ',',
      groupFrom: 5,
      percent: ['', '\u00a0%'],
      reais: ['', '\u00a0R$'],
      longDate: [{ field: 'day' }, { text: ' de ' }, { field: 'month' }, { text: ' de ' }, { field: 'year' }],
    })
    expect(deriveLocaleFormats('en-us')).toMatchObject({ group: ',', decimal: '.', groupFrom: 4, reais: ['R$', ''] })
    expect(deriveLocaleFormats('pt-br').months[2]).toBe('março')
  })

  it('once known, formats without making any Intl object (in the browser the build supplies them)', () => {
    for (const locale of LOCALES) localeFormats(locale)
    const made = [
      ...intlCallsDuring('NumberFormat', () => LOCALES.forEach(formatAll)),
      ...intlCallsDuring('DateTimeFormat', () => LOCALES.forEach(formatAll)),
    ]
    expect(made).toEqual([])
  })

  it('derives any other locale on first use, once', () => {
    expect(intlCallsDuring('NumberFormat', () => formatAll('en-XA')).length).toBeGreaterThan(0)
    expect(intlCallsDuring('NumberFormat', () => formatAll('en-XA'))).toEqual([])
  })

  it("names the build's regions in each locale, so the browser writes them without making an Intl object", () => {
    const formats = siteLocaleFormats(['BR'])
    expect(LOCALES.map((locale) => formats[locale]!.regions.BR)).toEqual(['Brasil', 'Brazil', 'Brasil'])
    expect(siteLocaleFormats()['en-us']!.regions).toEqual({})
    // In the browser the build's names are built in; here they are put where the build's define would put them.
    for (const locale of LOCALES) localeFormats(locale).regions.BR = formats[locale]!.regions.BR!
    expect(intlCallsDuring('DisplayNames', () => expect(regionName('BR', 'en-us')).toBe('Brazil'))).toEqual([])
    expect(regionName('PT', 'es-es')).toBe('Portugal')
  })

  it('survives JSON, as the build writes it into the browser code', () => {
    const formats = siteLocaleFormats()
    expect(Object.keys(formats)).toEqual([...LOCALES])
    expect(JSON.parse(JSON.stringify(formats))).toEqual(formats)
  })
})
