import { validators } from 'virtual:form-validators'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRAZILIAN_STATES, REVENUE_RANGES } from './options'
import { maskPhone } from './phoneMask'
import { submitLead } from './submitLead'
import { fieldErrors, type Validator } from './validation'

import { leadFormFields } from './leadForms'
import { testForms } from '../testing/testForms'

const [contact, lead, ecommerce] = ['contact.pt-br', 'lead.pt-br', 'ecommerce.pt-br'].map((id) => validators[id]!) as [
  Validator,
  Validator,
  Validator,
]
const origin = 'https://www.nuvora.example/pt-br/contato'
const validContact = {
  name: 'Ana',
  phone: '+55 11 91234-5678',
  company: 'Acme',
  role: 'CTO',
  email: 'ana@acme.com',
  message: 'Olá',
  origin,
}
const validLead = { name: 'Ana', phone: '(11) 91234-5678', email: 'ana@acme.com', state: 'SP', origin }
const validEcommerce = {
  name: 'Ana',
  phone: '(11) 91234-5678',
  email: 'ana@acme.com',
  faturamento: 'comecando',
  nicho: 'Moda',
  origin,
}

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1191234', '(11) 91234'],
    ['11912345', '(11) 91234-5'],
    ['11912345678', '(11) 91234-5678'],
    ['119123456789999', '(11) 91234-5678'],
    ['(11) 9a1b2c3', '(11) 9123'],
  ])('%j → %j', (input, expected) => expect(maskPhone(input)).toBe(expected))
})

describe('precompiled validators', () => {
  it('accept valid bodies with exactly the spec fields', () => {
    expect(contact(validContact)).toBe(true)
    expect(lead(validLead)).toBe(true)
    expect(ecommerce(validEcommerce)).toBe(true)
  })

  it('reject extra fields, unknown states and revenue ranges, and blank values', () => {
    expect(contact({ ...validContact, admin: true })).toBe(false)
    expect(lead({ ...validLead, state: 'XX' })).toBe(false)
    expect(ecommerce({ ...validEcommerce, faturamento: 'muito' })).toBe(false)
    expect(contact({ ...validContact, name: '   ' })).toBe(false)
  })

  it('know the 27 federative units and the 5 revenue ranges', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27)
    expect(BRAZILIAN_STATES.map((state) => state.name)).toEqual(
      [...BRAZILIAN_STATES.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    )
    expect(REVENUE_RANGES).toHaveLength(5)
  })
})

describe('fieldErrors', () => {
  it('says "required" for empty fields and names a bad e-mail or phone', () => {
    const errors = fieldErrors(leadFormFields(testForms, 'lead', 'pt-br'), lead, {
      name: '',
      phone: '(11) 9123',
      email: 'ana@',
      state: '',
      origin,
    })
    expect(errors).toEqual({ name: 'required', phone: 'phone', email: 'email', state: 'required' })
    expect(fieldErrors(leadFormFields(testForms, 'contact', 'pt-br'), contact, validContact)).toEqual({})
  })
})

describe('submitLead', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts JSON and resolves on 2xx', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"1"}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    await submitLead(validLead, { endpoint: '/api/mail/contact' })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/mail/contact')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual(validLead)
  })

  it('fails on a non-2xx answer, a network error and a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    )
    await expect(submitLead(validLead)).rejects.toThrow('answered 500')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(submitLead(validLead)).rejects.toThrow('Failed to fetch')
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
      ),
    )
    await expect(submitLead(validLead, { timeoutMs: 20 })).rejects.toThrow('within 20 ms')
  })
})
