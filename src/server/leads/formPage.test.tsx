import { describe, expect, it } from 'vitest'
import { ContactForm } from '../../../sections/contactForm/ContactForm'
import { EcommerceForm } from '../../../sections/ecommerceForm/EcommerceForm'
import { LeadForm } from '../../../sections/leadForm/LeadForm'
import { INVALID_BORDER } from '../../forms/ui/classes'
import { renderElement, toDocument } from '../../testing/render'
import { localeOfPath } from '../../i18n/locales'
import { testForms } from '../../testing/testForms'
import type { FlashRecord } from './formFlash'
import { escapeHtml, fillForm as fill, scriptJson } from './formPage'
import { leadForms } from './leadValidators'

const forms = leadForms(testForms)
/** Fills the page in as the server does: with the fields the form has in the locale of the record's page. */
const fillForm = (html: string, record: FlashRecord) =>
  fill(html, record, forms.fields(record.form, localeOfPath(record.page)))

const title = { id: 'fx.t', message: 'Fale conosco' }
const page = async (element: React.ReactElement, url: string) => (await renderElement(element, url)).body.innerHTML

describe('fillForm (the no-JavaScript error page)', () => {
  it('shows each error under its control, tied to it, in the form language, and keeps the values', async () => {
    const html = await page(<ContactForm title={title} successPath="/obrigado" />, '/es-es/contato')
    const filled = toDocument(
      fillForm(html, {
        form: 'contact',
        page: '/es-es/contato',
        values: { name: 'Ana', email: 'ana@', message: 'Hola\nmundo', phone: '', company: '', role: '' },
        errors: { email: 'email', phone: 'required' },
        success: false,
      }),
    )
    const email = filled.querySelector<HTMLInputElement>('[name="email"]')!
    expect(email.getAttribute('value')).toBe('ana@')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.className).toContain(INVALID_BORDER)
    expect(filled.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Correo electrónico no válido',
    )
    const phone = filled.querySelector('[name="phone"]')!
    expect(filled.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Campo requerido')
    expect(filled.querySelector('[name="name"]')!.getAttribute('value')).toBe('Ana')
    expect(filled.querySelector('[name="name"]')!.hasAttribute('aria-invalid')).toBe(false)
    expect(filled.querySelector('textarea')!.textContent).toBe('Hola\nmundo')
    expect(filled.querySelectorAll('[id$="-error"]')).toHaveLength(2)
  })

  it("writes back values holding $&, $` and $' as typed (regression: expanded as replacement patterns)", async () => {
    const html = await page(<ContactForm title={title} successPath="/obrigado" />, '/pt-br/contato')
    const typed = "R$& R$` R$' R$$ R$1 R$<x>"
    const values = { name: typed, phone: typed, company: typed, role: typed, email: typed, message: typed }
    const filled = toDocument(
      fillForm(html, { form: 'contact', page: '/pt-br/contato', values, errors: {}, success: false }),
    )
    for (const name of ['name', 'phone', 'company', 'role', 'email'])
      expect(filled.querySelector(`[name="${name}"]`)!.getAttribute('value'), name).toBe(typed)
    expect(filled.querySelector('textarea')!.textContent).toBe(typed)
  })

  it('escapes every value: no markup typed by a visitor reaches the page', async () => {
    const html = await page(<ContactForm title={title} successPath="/obrigado" />, '/pt-br/contato')
    const attack = `"><script>alert(1)</script><x a='`
    const filled = fillForm(html, {
      form: 'contact',
      page: '/pt-br/contato',
      values: {
        name: attack,
        phone: attack,
        company: attack,
        role: attack,
        email: attack,
        message: `</textarea>${attack}`,
      },
      errors: { email: 'email' },
      success: false,
    })
    expect(filled).not.toContain('<script>')
    expect(filled).toContain('&#60;/textarea&#62;&#34;&#62;&#60;script')
    const document = toDocument(filled)
    expect(document.querySelectorAll('script:not([data-lead-flash]), x')).toHaveLength(0)
    expect(document.querySelector('[name="company"]')!.getAttribute('value')).toBe(attack)
    expect(document.querySelector('textarea')!.textContent).toBe(`</textarea>${attack}`)
    expect(escapeHtml(`<&>"'`)).toBe('&#60;&#38;&#62;&#34;&#39;')
  })

  it('selects the posted option of a select, and only a real option', async () => {
    const html = await page(<LeadForm title={title} successPath="/pt-br/obrigado" />, '/pt-br/contrate')
    const fill = (state: string) =>
      toDocument(
        fillForm(html, {
          form: 'lead',
          page: '/pt-br/contrate',
          values: { name: 'B', email: 'b@', phone: '(11) 9', state },
          errors: { email: 'email' },
          success: false,
        }),
      ).querySelector<HTMLSelectElement>('[name="state"]')!
    expect([...fill('SP').querySelectorAll('option[selected]')].map((option) => option.getAttribute('value'))).toEqual([
      'SP',
    ])
    expect(
      [...fill('"><b>').querySelectorAll('option[selected]')].map((option) => option.getAttribute('value')),
    ).toEqual([''])
  })

  it('shows the success alert of the e-commerce form', async () => {
    const html = await page(<EcommerceForm title={title} />, '/en-us/servicos/e-commerce')
    const filled = toDocument(
      fillForm(html, { form: 'ecommerce', page: '/en-us/servicos/e-commerce', values: {}, errors: {}, success: true }),
    )
    expect(filled.querySelector('[role="alert"]')!.textContent).toBe('Message sent successfully!')
  })

  it('hands the record to the browser as inert JSON that no value can break out of', async () => {
    const html = `<html><body><div id="root">${await page(<ContactForm title={title} successPath="/obrigado" />, '/pt-br/contato')}</div></body></html>`
    const record = {
      form: 'contact' as const,
      page: '/pt-br/contato',
      values: { name: '</script><script>alert(1)</script>', message: 'a\u2028b & <!--' },
      errors: { email: 'required' as const },
      success: false,
    }
    const filled = fillForm(html, record)
    expect(filled.match(/<script/g)).toHaveLength(1)
    const island = toDocument(filled).querySelector('script[data-lead-flash="contact"]')!
    expect(island.getAttribute('type')).toBe('application/json')
    expect(island.parentElement?.id).not.toBe('root')
    expect(JSON.parse(island.textContent!)).toEqual({
      page: record.page,
      values: record.values,
      errors: record.errors,
      success: false,
    })
    expect(scriptJson('<>&\u2028')).toBe('"\\u003c\\u003e\\u0026\\u2028"')
  })

  it('leaves a page without that form as it is', async () => {
    const html = await page(<EcommerceForm title={title} />, '/pt-br/servicos/e-commerce')
    expect(fillForm(html, { form: 'contact', page: '/x', values: { name: 'A' }, errors: {}, success: true })).toBe(html)
  })
})
