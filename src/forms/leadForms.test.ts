import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { validators } from 'virtual:form-validators'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../i18n/locales'
import { testForms } from '../testing/testForms'
import { FIELD_KINDS, resolveField } from './fieldKinds'
import { fieldCopy, formLabels, mailCopy } from './leadFormCopy'
import {
  FORM_KINDS,
  fieldLabelContext,
  formLocales,
  formSchemaId,
  labelContext,
  leadFormFields,
  mailSubjectContext,
  ORIGIN_LABEL_CONTEXT,
} from './leadForms'
import { formSchemas } from './schemas'
import { leadFormSchema } from './standardSchema'

const origin = () => 'https://www.nuvora.example/pt-br/contato'
const schemas = formSchemas(testForms)

describe('the form declaration', () => {
  it('gives each schema exactly the fields of its form in its locale plus origin, all required, nothing else', () => {
    for (const { name: kind, locale } of formLocales(testForms)) {
      const names = leadFormFields(testForms, kind, locale).map((field) => field.name)
      const schema = schemas[formSchemaId(kind, locale)]!
      expect(Object.keys(schema.properties!).sort(), `${kind} ${locale}`).toEqual([...names, 'origin'].sort())
      expect(schema.required, `${kind} ${locale}`).toEqual([...names, 'origin'])
      expect(schema.additionalProperties, `${kind} ${locale}`).toBe(false)
    }
  })

  it('gives one precompiled validator per form and locale', () => {
    expect(Object.keys(validators).sort()).toEqual(
      formLocales(testForms)
        .map(({ name, locale }) => formSchemaId(name, locale))
        .sort(),
    )
  })

  it('resolves the phone and the region list per locale: Brazilian in pt-br, international and countries elsewhere', () => {
    const lead = (locale: (typeof LOCALES)[number]) => leadFormFields(testForms, 'lead', locale)
    expect(lead('pt-br').map((field) => field.name)).toEqual(['name', 'email', 'phone', 'state'])
    expect(lead('pt-br')[2]).toMatchObject({ accepts: 'phone', mask: 'phone', placeholder: '(11) 99999-9999' })
    expect(lead('pt-br')[3]!.options).toHaveLength(27)
    for (const locale of ['en-us', 'es-es'] as const) {
      expect(
        lead(locale).map((field) => field.name),
        locale,
      ).toEqual(['name', 'email', 'phone', 'country'])
      expect(lead(locale)[2], locale).toMatchObject({ accepts: 'international-phone', placeholder: '+1 555 123 4567' })
      expect(lead(locale)[2]!.mask, locale).toBeUndefined()
    }
    expect(lead('en-us')[3]!.options).toEqual(['US', 'CA', 'BR'])
    // A form without locale lists takes its phone format from the locale; an explicit format wins everywhere.
    expect(leadFormFields(testForms, 'ecommerce', 'es-es')[1]!.accepts).toBe('international-phone')
    expect(leadFormFields(testForms, 'ecommerce', 'pt-br')[1]!.accepts).toBe('phone')
    for (const locale of LOCALES) expect(leadFormFields(testForms, 'contact', locale)[1]!.accepts).toBe('text')
    // A `state` field has no options in a locale without a region list (the config check refuses that declaration).
    expect(resolveField('state', 'en-us').options).toEqual([])
    // A language just added (not in any per-locale table) gets the international phone, not an undefined field.
    expect(resolveField('phone', 'fr-fr' as Locale)).toMatchObject({ name: 'phone', accepts: 'international-phone' })
  })

  it("asks for its fieldsLocale's fields on every page, and its schemas accept only those (the site's landing forms)", () => {
    const forms = {
      ...testForms,
      brazilian: { kind: 'lead' as const, fields: testForms.lead.fields, fieldsLocale: 'pt-br' as const },
    }
    const brazilianSchemas = formSchemas(forms)
    for (const locale of LOCALES) {
      const fields = leadFormFields(forms, 'brazilian', locale)
      expect(fields, locale).toEqual(leadFormFields(testForms, 'lead', 'pt-br'))
      expect(fields[2], locale).toMatchObject({ accepts: 'phone', mask: 'phone' })
      expect(fields[3]!.options, locale).toHaveLength(27)
      const schema = brazilianSchemas[formSchemaId('brazilian', locale)]!
      expect(schema, locale).toEqual({
        ...schemas[formSchemaId('lead', 'pt-br')],
        $id: formSchemaId('brazilian', locale),
      })
    }
    // The lists a form declares per locale still follow the page; only their shape comes from `fieldsLocale`.
    const perLocale = { ...forms.brazilian, locales: { 'en-us': ['name', 'email', 'phone'] as const } }
    expect(
      leadFormFields({ ...forms, brazilian: perLocale }, 'brazilian', 'en-us').map((field) => field.accepts),
    ).toEqual(['text', 'email', 'phone'])
  })

  it('validates what each locale shows: a state in pt-br, a listed country and an international phone elsewhere', () => {
    const pt = validators['lead.pt-br']!
    const en = validators['lead.en-us']!
    const brazilian = {
      name: 'Ana',
      email: 'ana@acme.example',
      phone: '(11) 91234-5678',
      state: 'SP',
      origin: origin(),
    }
    const american = {
      name: 'Ann',
      email: 'ann@acme.example',
      phone: '+1 555 123 4567',
      country: 'US',
      origin: origin(),
    }
    expect(pt(brazilian)).toBe(true)
    expect(en(american)).toBe(true)
    expect(en(brazilian)).toBe(false)
    expect(pt(american)).toBe(false)
    expect(en({ ...american, country: 'FR' })).toBe(false)
    expect(en({ ...american, phone: '(11) 91234-5678' })).toBe(true)
    expect(en({ ...american, phone: 'call me' })).toBe(false)
  })

  it('labels every field kind, and every form label, with a context by which the server finds it in the catalogs', () => {
    expect(Object.keys(fieldCopy).sort()).toEqual([...FIELD_KINDS].sort())
    for (const [field, { label }] of Object.entries(fieldCopy))
      expect(label.id, field).toBe(generateMessageId(label.message!, fieldLabelContext(field)))
    for (const kind of FORM_KINDS)
      for (const [field, label] of Object.entries(formLabels[kind]))
        expect(label.id, `${kind}.${field}`).toBe(generateMessageId(label.message!, labelContext(kind, field)))
    for (const kind of FORM_KINDS)
      expect(mailCopy[kind].id).toBe(generateMessageId(mailCopy[kind].message!, mailSubjectContext(kind)))
    expect(mailCopy.origin.id).toBe(generateMessageId(mailCopy.origin.message!, ORIGIN_LABEL_CONTEXT))
  })
})

describe('leadFormSchema (Standard Schema over a precompiled validator)', () => {
  const schema = leadFormSchema(leadFormFields(testForms, 'lead', 'pt-br'), validators['lead.pt-br']!, {
    message: (code) => `msg:${code}`,
    origin,
  })

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

  it('says "phone" for a bad international number', () => {
    const english = leadFormSchema(leadFormFields(testForms, 'lead', 'en-us'), validators['lead.en-us']!, {
      message: (code) => `msg:${code}`,
      origin: () => 'https://www.nuvora.example/en-us/contato',
    })
    const values = { name: 'Ann', email: 'ann@acme.example', phone: '555', country: 'US' }
    expect(english['~standard'].validate(values)).toEqual({ issues: [{ message: 'msg:phone', path: ['phone'] }] })
  })

  it('returns exactly the form fields when valid', () => {
    const values = { name: 'Ana', email: 'ana@acme.example', phone: '(11) 91234-5678', state: 'SP' }
    expect(schema['~standard'].validate({ ...values, extra: 'x' })).toEqual({ value: values })
  })
})
