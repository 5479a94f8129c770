import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { FORM_KINDS, leadFormFields } from '../../forms/leadForms'
import { testForms } from '../../testing/testForms'
import { isLocale, LOCALES } from '../../i18n/locales'
import type { StoredLead } from './leadStore'
import { headerSafe, leadMail } from './mailText'

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
        const fields = leadFormFields(testForms, kind, isLocale(locale) ? locale : 'pt-br')
        const body = Object.fromEntries(fields.map((field) => [field.name, 'v']))
        const { text } = leadMail(lead(kind, locale, body), addresses)
        for (const line of text.split('\n\n')[0]!.split('\n'))
          expect(line, `${kind} ${locale}`).toMatch(/^[^a-z]\S.*: v$/)
      }
    expect(leadMail(lead('lead', 'xx-yy', { state: 'SP' }), addresses).text).toContain('Estado: SP')
  })

  it("labels the fields a form has in other locales, a country with its name in the lead's language", () => {
    const body = { name: 'Ann', email: 'ann@acme.example', phone: '+1 555 123 4567', country: 'US' }
    expect(leadMail(lead('lead', 'en-us', body), addresses).text.split('\n\n')[0]).toBe(
      'Name: Ann\nEmail: ann@acme.example\nPhone: +1 555 123 4567\nCountry: US (United States)',
    )
    expect(leadMail(lead('lead', 'es-es', { ...body, country: 'MX' }), addresses).text).toContain('País: MX (México)')
    // A value cannot start a line of its own: line breaks in it become spaces.
    expect(leadMail(lead('lead', 'en-us', { ...body, name: 'Ann\nCountry: FR' }), addresses).text).toContain(
      'Name: Ann Country: FR\n',
    )
  })
})

describe('the Reply-To of a lead mail', () => {
  /** The headers nodemailer writes for a lead's mail. */
  const headersOf = async (body: Record<string, string>) => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const info = await transport.sendMail(leadMail(lead('lead', 'pt-br', body), addresses))
    return (info.message as Buffer).toString().split('\r\n\r\n')[0]!
  }

  it('is the visitor address alone (regression: the visitor set its display name)', async () => {
    expect(await headersOf({ name: 'Ana', email: 'ana@acme.example' })).toMatch(/^Reply-To: ana@acme\.example$/m)
    // Both pass the form's e-mail pattern (one "@", no space) and read as a display name and another address.
    for (const email of [
      '"Boss"<ceo@company.example>',
      'Boss<ceo@company.example>',
      'a@b.example,c@d.example',
      'ana@acme\u202e.example',
      'ana@acme\u200f.example',
      'ana@acme\u2028.example',
      'ana@acme\u0085.example',
      'a\\b@c.example',
    ]) {
      const headers = await headersOf({ name: 'Ana', email })
      expect(headers, email).not.toMatch(/^Reply-To:/im)
      expect(headers, email).not.toContain('Boss')
    }
  })

  it('takes nothing from the name but the escaped subject', async () => {
    const headers = await headersOf({ name: '"Evil" <a@b.example>\r\nBcc: x@evil.example', email: 'ana@acme.example' })
    expect(headers).toMatch(/^Reply-To: ana@acme\.example$/m)
    expect(headers).not.toMatch(/^Bcc:/im)
    expect(headers).not.toContain('a@b.example>')
  })
})

describe('headerSafe', () => {
  it('leaves no line break of any kind and no bidirectional control in a header value (regression: C1, NEL, U+2028/9, U+200E/F and U+061C were kept)', () => {
    const value = headerSafe(
      'Ana\r\nBcc: x\u0085NEL\u009b1m\u2028line\u2029para \u202eevil\u2066i\u2069 \u200el\u200fr\u061ca',
    )
    expect(value).toBe('Ana Bcc: x NEL 1m line para evili lra')
    expect(value).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u)
  })
})
