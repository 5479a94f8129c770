import { describe, expect, it } from 'vitest'
import { FORM_KINDS, LEAD_FORMS } from '../../forms/leadForms'
import { LOCALES } from '../../i18n/locales'
import type { StoredLead } from './leadStore'
import { leadMail } from './mailText'

const addresses = { from: 'site@nuvora.example', to: 'vendas@nuvora.example' }
const lead = (kind: StoredLead['kind'], locale: string, body: Record<string, string>): StoredLead => ({
  id: 'id-1',
  receivedAt: '2026-11-22T10:00:00.000Z',
  kind,
  locale,
  spam: false,
  body,
})

describe('leadMail', () => {
  it('labels each value as the form does, in the visitor language, from the catalogs', () => {
    const mail = leadMail(
      lead('contact', 'en-us', { name: 'Ana', company: 'Acme', origin: 'https://x.example/en-us/contato' }),
      addresses,
    )
    expect(mail.subject).toBe('New contact: Ana')
    expect(mail.text).toContain('Full name: Ana\nCompany name: Acme\nPage: https://x.example/en-us/contato')
    const spanish = leadMail(lead('ecommerce', 'es-es', { name: 'Carla', faturamento: 'comecando' }), addresses)
    expect(spanish.subject).toBe('Nuevo lead de e-commerce: Carla')
    expect(spanish.text).toContain('Nombre: Carla\nFacturación mensual: comecando')
  })

  it('has a label for every field of every form in every locale, Portuguese for an unknown locale', () => {
    for (const kind of FORM_KINDS)
      for (const locale of [...LOCALES, 'xx-yy']) {
        const body = Object.fromEntries(LEAD_FORMS[kind].fields.map((field) => [field.name, 'v']))
        const { text } = leadMail(lead(kind, locale, body), addresses)
        for (const line of text.split('\n\n')[0]!.split('\n'))
          expect(line, `${kind} ${locale}`).toMatch(/^[^a-z]\S.*: v$/)
      }
    expect(leadMail(lead('lead', 'xx-yy', { state: 'SP' }), addresses).text).toContain('Estado: SP')
  })
})
