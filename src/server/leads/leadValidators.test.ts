import { describe, expect, it } from 'vitest'
import { testForms } from '../../testing/testForms'
import { jsonFieldErrors, leadForms } from './leadValidators'

const lead = {
  name: 'Bruno Lima',
  phone: '(11) 91234-5678',
  email: 'bruno@acme.example',
  state: 'SP',
  origin: 'https://www.nuvora.example/pt-br',
}
const errorsOf = (body: Record<string, unknown>) => {
  const validate = leadForms(testForms).validator('lead', 'pt-br')
  return validate(body) ? [] : jsonFieldErrors(validate.errors)
}

describe('leadValidators', () => {
  it("accept the browser's valid bodies, emoji included", () => {
    expect(errorsOf(lead)).toEqual([])
    expect(errorsOf({ ...lead, name: 'Bruno 😀' })).toEqual([])
  })

  it('refuse U+0000 and unpaired surrogates in any field, naming it', () => {
    for (const [field, value] of [
      ['name', 'a\u0000'],
      ['email', '\ud800b@c.example'],
      ['origin', 'https://x.example/\udc00'],
    ])
      expect(errorsOf({ ...lead, [field!]: value }), field).toEqual([
        { field, message: 'must not contain U+0000 or an unpaired surrogate' },
      ])
  })

  it("check a body against the form of its page's locale, naming the fields (a form declared per locale)", () => {
    const errorsIn = (locale: 'pt-br' | 'en-us', body: Record<string, unknown>) => {
      const validate = leadForms(testForms).validator('lead', locale)
      return validate(body) ? [] : jsonFieldErrors(validate.errors)
    }
    const english = {
      name: 'Ann',
      email: 'ann@acme.example',
      phone: '+1 555 123 4567',
      country: 'US',
      origin: lead.origin,
    }
    expect(errorsIn('en-us', english)).toEqual([])
    // A Brazilian state on the English form, which asks for a country instead.
    expect(errorsIn('en-us', lead)).toEqual(
      expect.arrayContaining([
        { field: 'country', message: "must have required property 'country'" },
        { field: 'state', message: 'must NOT have additional properties' },
      ]),
    )
    // A country the English form does not offer; an international phone on the Brazilian one.
    expect(errorsIn('en-us', { ...english, country: 'FR' })).toEqual([
      { field: 'country', message: 'must be equal to one of the allowed values' },
    ])
    expect(errorsIn('pt-br', { ...lead, phone: '+1 555 123 4567' })).toMatchObject([{ field: 'phone' }])
  })

  it('name the member a body must not have (was the empty field name)', () => {
    expect(errorsOf({ ...lead, admin: true })).toEqual([
      { field: 'admin', message: 'must NOT have additional properties' },
    ])
  })
})
