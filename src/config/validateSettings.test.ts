import { describe, expect, it } from 'vitest'
import { testSettings } from '../testing/testSite'
import type { SiteSettings } from './site'
import { formatConfigErrors } from './validate'
import { cnpjCheckDigits, validateSettings } from './validateSettings'

const check = (changes: Partial<SiteSettings>) => formatConfigErrors(validateSettings({ ...testSettings, ...changes }))

describe('validateSettings', () => {
  it('accepts well-formed settings', () => {
    expect(validateSettings(testSettings)).toEqual([])
    expect(check({ phone: { e164: '+551130000000', display: '(11) 3000-0000' } })).toBe('')
  })

  it('computes the CNPJ check digits by the Receita Federal rule', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81')
    expect(cnpjCheckDigits('294817350001')).toBe('66')
    expect(cnpjCheckDigits('482913570001')).toBe('00')
  })

  it('refuses a CNPJ without its punctuation, with a mistyped digit, or one digit repeated', () => {
    expect(check({ companyId: '11222333000181' })).toMatchInlineSnapshot(
      `"settings › companyId: "11222333000181" is not a CNPJ as written: use its 14 digits with the punctuation, like "12.345.678/0001-95" (content/settings.ts)"`,
    )
    expect(check({ companyId: '11.222.333/0001-82' })).toMatchInlineSnapshot(
      `"settings › companyId: "11.222.333/0001-82" has the check digits "82" where its first 12 digits give "81": a digit is mistyped; copy the CNPJ again from the company's registration (cartão CNPJ) (content/settings.ts)"`,
    )
    expect(check({ companyId: '00.000.000/0000-00' })).toMatchInlineSnapshot(
      `"settings › companyId: "00.000.000/0000-00" repeats one digit; write the company's real CNPJ (content/settings.ts)"`,
    )
  })

  it('refuses a phone that is not E.164, a display form with other digits, a WhatsApp number with a plus', () => {
    expect(check({ phone: { e164: '11 3000-0000', display: '+55 11 3000-0000' }, whatsapp: '+55 11 90000-0000' }))
      .toMatchInlineSnapshot(`
      "settings › phone.e164: "11 3000-0000" is not an international (E.164) number: write "+", the country code and the number, digits only, like "+551130000000" (content/settings.ts)
      settings › phone.display: "+55 11 3000-0000" shows other digits than phone.e164 "11 3000-0000"; write the same number, like "+55 11 3000-0000" (content/settings.ts)
      settings › whatsapp: "+55 11 90000-0000" is not a WhatsApp number: write the country code and the number, digits only (no "+", spaces or dashes), like "5511900000000" (content/settings.ts)"
    `)
    expect(check({ phone: { e164: '+551130000000', display: '+55 11 3000-0001 ramal 2' } })).toMatchInlineSnapshot(
      `"settings › phone.display: "+55 11 3000-0001 ramal 2" may hold only digits, spaces, "+", "(", ")", "-" and ".", like "+55 11 3000-0000" (content/settings.ts)"`,
    )
  })

  it('refuses addresses that are not whole https:// URLs, a LinkedIn link that is not a company page, a bad e-mail', () => {
    expect(
      check({
        origin: 'https://www.testco.example/',
        email: 'hello@testco',
        social: {
          ...testSettings.social,
          facebook: 'facebook.com/testco',
          youtube: 'http://youtube.example/testco',
          linkedin: 'https://www.linkedin.com/in/someone',
        },
      }),
    ).toMatchInlineSnapshot(`
      "settings › origin: "https://www.testco.example/" is not the site's origin: write "https://" and the host only, without a path or a trailing slash, like "https://www.example.com" (content/settings.ts)
      settings › email: "hello@testco" is not an e-mail address; write it whole, like "contato@example.com" (content/settings.ts)
      settings › social.facebook: "facebook.com/testco" is not a whole https:// address; write it as the browser shows it, like "https://www.facebook.com/…" (content/settings.ts)
      settings › social.youtube: "http://youtube.example/testco" is not a whole https:// address; write it as the browser shows it, like "https://www.youtube.com/…" (content/settings.ts)
      settings › social.linkedin: "https://www.linkedin.com/in/someone" is not a LinkedIn company page; write its address, like "https://www.linkedin.com/company/your-company" (content/settings.ts)"
    `)
  })

  it('refuses an incomplete address, a CEP without its dash, an unknown country, hours that are not whole', () => {
    expect(
      check({
        address: { ...testSettings.address, streetAddress: ' ', postalCode: '01000000', addressCountry: 'Brasil' },
        responseHours: 2.5,
      }),
    ).toMatchInlineSnapshot(`
      "settings › responseHours: 2.5 is not a number of business hours: write a whole number above 0, like 4 (content/settings.ts)
      settings › address.streetAddress: is empty; write it as on an envelope (content/settings.ts)
      settings › address.addressCountry: "Brasil" is not a country code: write its two ISO 3166-1 capital letters, like "BR" (content/settings.ts)"
    `)
    expect(check({ address: { ...testSettings.address, postalCode: '01000000' } })).toMatchInlineSnapshot(
      `"settings › address.postalCode: "01000000" is not a CEP: write its eight digits as "01310-100" (content/settings.ts)"`,
    )
  })
})
