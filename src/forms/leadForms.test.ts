import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { validators } from 'virtual:form-validators'
import { describe, expect, it } from 'vitest'
import { leadFormCopy, mailCopy } from './leadFormCopy'
import { FORM_KINDS, LEAD_FORMS, labelContext, mailSubjectContext, ORIGIN_LABEL_CONTEXT } from './leadForms'
import { formSchemas } from './schemas'
import { leadFormSchema } from './standardSchema'

const origin = () => 'https://www.nuvora.example/pt-br/contato'

describe('the form descriptions', () => {
  it('give each schema exactly the described fields plus origin, all required, nothing else', () => {
    for (const kind of FORM_KINDS) {
      const names = LEAD_FORMS[kind].fields.map((field) => field.name)
      expect(Object.keys(formSchemas[kind].properties!).sort(), kind).toEqual([...names, 'origin'].sort())
      expect(formSchemas[kind].required, kind).toEqual([...names, 'origin'])
      expect(formSchemas[kind].additionalProperties, kind).toBe(false)
    }
  })

  it('give one precompiled validator per form kind', () => {
    expect(Object.keys(validators).sort()).toEqual([...FORM_KINDS].sort())
  })

  it('label every field with a message whose context lets the server find it in the catalogs', () => {
    for (const kind of FORM_KINDS) {
      const copy: Record<string, { label: { id: string; message?: string } }> = leadFormCopy[kind]
      expect(Object.keys(copy), kind).toEqual(LEAD_FORMS[kind].fields.map((field) => field.name))
      for (const [field, { label }] of Object.entries(copy))
        expect(label.id, `${kind}.${field}`).toBe(generateMessageId(label.message!, labelContext(kind, field)))
    }
    for (const kind of FORM_KINDS)
      expect(mailCopy[kind].id).toBe(generateMessageId(mailCopy[kind].message!, mailSubjectContext(kind)))
    expect(mailCopy.origin.id).toBe(generateMessageId(mailCopy.origin.message!, ORIGIN_LABEL_CONTEXT))
  })
})

describe('leadFormSchema (Standard Schema over a precompiled validator)', () => {
  const schema = leadFormSchema('lead', validators.lead, { message: (code) => `msg:${code}`, origin })

  it('speaks Standard Schema v1', () => {
    expect(schema['~standard'].version).toBe(1)
    expect(typeof schema['~standard'].vendor).toBe('string')
  })

  it('reports one issue per invalid field, with the translated message and the field as path', () => {
    const result = schema['~standard'].validate({ name: ' ', email: 'ana@', phone: '(11) 9', state: '' })
    expect(result).toEqual({
      issues: [
        { message: 'msg:required', path: ['name'] },
        { message: 'msg:email', path: ['email'] },
        { message: 'msg:phone', path: ['phone'] },
        { message: 'msg:required', path: ['state'] },
      ],
    })
  })

  it('returns exactly the form fields when valid', () => {
    const values = { name: 'Ana', email: 'ana@acme.example', phone: '(11) 91234-5678', state: 'SP' }
    expect(schema['~standard'].validate({ ...values, extra: 'x' })).toEqual({ value: values })
  })
})
