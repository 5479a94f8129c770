import { describe, expect, it } from 'vitest'
import { testForms } from '../../testing/testForms'
import { isFormPost, parseFormPost as parse } from './formBody'
import { leadForms } from './leadValidators'

const parseFormPost = (raw: string) => parse(raw, leadForms(testForms))

const encode = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString()

describe('isFormPost', () => {
  it('accepts a urlencoded body in UTF-8 or with no charset, nothing else', () => {
    expect(isFormPost('application/x-www-form-urlencoded')).toBe(true)
    expect(isFormPost('Application/X-WWW-Form-Urlencoded; charset=UTF-8')).toBe(true)
    expect(isFormPost('application/x-www-form-urlencoded; charset=iso-8859-1')).toBe(false)
    expect(isFormPost('application/json')).toBe(false)
    expect(isFormPost('multipart/form-data; boundary=x')).toBe(false)
    expect(isFormPost(undefined)).toBe(false)
  })
})

describe('parseFormPost', () => {
  it('reads the hidden fields and exactly the described fields, masking the phone as the browser does', () => {
    const raw = encode([
      ['_form', 'lead'],
      ['_page', '/pt-br/contrate#contrate-form'],
      ['_thanks', '/pt-br/obrigado'],
      ['name', 'Bruno Lima'],
      ['email', 'bruno@acme.example'],
      ['phone', '11912345678'],
      ['state', 'SP'],
      ['admin', 'true'],
      ['website', ''],
    ])
    expect(parseFormPost(raw)).toEqual({
      form: 'lead',
      kind: 'lead',
      locale: 'pt-br',
      page: '/pt-br/contrate#contrate-form',
      thanks: '/pt-br/obrigado',
      fields: { name: 'Bruno Lima', email: 'bruno@acme.example', phone: '(11) 91234-5678', state: 'SP' },
      trap: '',
    })
  })

  it('decodes UTF-8 and "+" and gives missing fields as empty', () => {
    const post = parseFormPost('_form=contact&_page=%2Fes-es%2Fcontato&name=Jos%C3%A9+Mar%C3%ADa&website=bot')
    expect(post?.fields).toEqual({ name: 'José María', phone: '', company: '', role: '', email: '', message: '' })
    expect(post?.trap).toBe('bot')
  })

  it("keeps the fields the form has in its page's locale: a country in en-us, no state, the phone unmasked", () => {
    const raw = encode([
      ['_form', 'lead'],
      ['_page', '/en-us/contrate'],
      ['name', 'Ann'],
      ['email', 'ann@acme.example'],
      ['phone', '+1 555 123 4567'],
      ['state', 'SP'],
      ['country', 'US'],
    ])
    expect(parseFormPost(raw)).toMatchObject({
      locale: 'en-us',
      fields: { name: 'Ann', email: 'ann@acme.example', phone: '+1 555 123 4567', country: 'US' },
    })
  })

  it('refuses an unknown form, a missing page and repeated fields', () => {
    expect(parseFormPost('_form=admin&_page=/pt-br')).toBeNull()
    expect(parseFormPost('_form=constructor&_page=/pt-br')).toBeNull()
    expect(parseFormPost('_form=__proto__&_page=/pt-br')).toBeNull()
    expect(parseFormPost('_form=contact')).toBeNull()
    expect(parseFormPost('_form=contact&_page=/pt-br/contato&name=a&name=b')).toBeNull()
  })
})

describe('a form the block chose by name', () => {
  it('is read with the fields of that declared form, under its section', () => {
    const raw = encode([
      ['_form', 'hire'],
      ['_page', '/en-us/contrate'],
      ['name', 'Ana'],
      ['email', 'a@b.example'],
      ['company', 'Acme'],
      ['role', 'CTO'],
      ['state', 'SP'],
    ])
    expect(parseFormPost(raw)).toMatchObject({
      form: 'hire',
      kind: 'lead',
      locale: 'en-us',
      fields: { name: 'Ana', email: 'a@b.example', company: 'Acme', role: 'CTO' },
    })
  })
})

describe('parseFormPost decoding', () => {
  it('refuses a value that is not percent-encoded UTF-8 (regression: read as U+FFFD)', () => {
    const fields = '_form=contact&_page=%2Fes-es%2Fcontato&name='
    expect(parseFormPost(fields + 'Jos%C3%A9')?.fields.name).toBe('José')
    for (const name of ['Jos%E9', 'Jos%FF', 'Jos%ED%A0%80', 'Jos%C3', '100%'])
      expect(parseFormPost(fields + name), name).toBeNull()
  })

  it('keeps NUL as typed, for the schema to refuse', () => {
    expect(parseFormPost('_form=contact&_page=%2F&name=a%00b')?.fields.name).toBe('a\u0000b')
  })
})
