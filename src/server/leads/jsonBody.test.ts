import { describe, expect, it } from 'vitest'
import { FORM_KINDS, type FormKind } from '../../forms/leadForms'
import type { Locale } from '../../i18n/locales'
import { testForms } from '../../testing/testForms'
import { isJsonPost, kindOf as kindAmong, parseJsonLead as parse } from './jsonBody'
import { leadForms } from './leadValidators'

const forms = leadForms(testForms)
const { fields } = forms
const parseJsonLead = (text: string) => parse(text, forms)
const kindOf = (body: Record<string, unknown>, locale: Locale = 'pt-br') =>
  kindAmong(body, (kind) => fields(kind, locale))
const bodyOf = (kind: FormKind, locale: Locale = 'pt-br') =>
  Object.fromEntries([
    ...fields(kind, locale).map((field) => [field.name, 'x']),
    ['origin', `https://x.example/${locale}/x`],
  ])

describe('parseJsonLead', () => {
  it('names the form whose fields the body holds, from the form descriptions', () => {
    for (const kind of FORM_KINDS)
      for (const locale of ['pt-br', 'en-us', 'es-es'] as const)
        expect(parseJsonLead(JSON.stringify(bodyOf(kind, locale))), `${kind} ${locale}`).toMatchObject({ kind, locale })
  })

  it('takes the honeypot out of the fields; anything in it but an empty string is a filled-in trap', () => {
    expect(parseJsonLead(JSON.stringify({ ...bodyOf('lead'), website: '' }))).toEqual({
      form: 'lead',
      kind: 'lead',
      locale: 'pt-br',
      fields: bodyOf('lead'),
      trap: '',
    })
    expect(parseJsonLead('{"website":"http://spam.example"}')).toMatchObject({ trap: 'http://spam.example' })
    expect(parseJsonLead('{"website":0}')).toMatchObject({ trap: 'filled' })
    expect(parseJsonLead('{}')).toMatchObject({ trap: '', fields: {} })
  })

  it('says why a body is no JSON object', () => {
    expect(parseJsonLead('{not json')).toEqual({ error: 'body is not valid JSON' })
    for (const text of ['[]', 'null', '"x"', '1'])
      expect(parseJsonLead(text)).toEqual({ error: 'body must be a JSON object' })
  })
})

describe('a body naming its form (`_form`, a block that chose a declared form)', () => {
  it('is read against that form, its name out of the fields, stored under its section', () => {
    const body = {
      name: 'Ana',
      email: 'a@b.example',
      company: 'Acme',
      role: 'CTO',
      origin: 'https://x.example/es-es/x',
    }
    expect(parseJsonLead(JSON.stringify({ ...body, _form: 'hire' }))).toEqual({
      form: 'hire',
      kind: 'lead',
      locale: 'es-es',
      fields: body,
      trap: '',
    })
    expect(parseJsonLead(JSON.stringify({ ...bodyOf('ecommerce'), _form: 'ecommerce' }))).toMatchObject({
      form: 'ecommerce',
      kind: 'ecommerce',
    })
  })

  it('is refused when the name is no declared form (or no string)', () => {
    const error = { error: '"_form" names no form of this site; use one of contact, lead, ecommerce, hire' }
    for (const named of ['careers', 'constructor', 7, null])
      expect(parseJsonLead(JSON.stringify({ ...bodyOf('lead'), _form: named })), String(named)).toEqual(error)
  })
})

describe('kindOf', () => {
  it('checks any other body against the form it fits best', () => {
    expect(kindOf({ state: 'SP', admin: 'x' })).toBe('lead')
    expect(kindOf({ nicho: 'Moda' })).toBe('ecommerce')
    expect(kindOf({ message: 'oi', company: 'Acme' })).toBe('contact')
    expect(kindOf({})).toBe('lead') // no name known or unknown: the form with the fewest fields missing
    expect(kindOf({ country: 'US', admin: 'x' }, 'en-us')).toBe('lead')
  })
})

describe('isJsonPost', () => {
  it('accepts application/json, in UTF-8 only', () => {
    expect(isJsonPost('application/json')).toBe(true)
    expect(isJsonPost('Application/JSON; charset=UTF-8')).toBe(true)
    expect(isJsonPost('application/json; charset=iso-8859-1')).toBe(false)
    expect(isJsonPost('application/json-seq')).toBe(false)
    expect(isJsonPost(undefined)).toBe(false)
  })
})
