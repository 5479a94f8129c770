import { describe, expect, it } from 'vitest'
import { renderElement } from '../../testing/render'
import { testForms } from '../../testing/testForms'
import { formKindOf, formLocales, leadFormFields } from '../leadForms'
import { FORM_ATTRIBUTE, POST_FIELDS } from '../noScript'
import { LeadFormEngine } from './LeadFormEngine'

const title = { id: 'fx.t', message: 'Fale conosco' }

describe('LeadFormEngine', () => {
  it.each(formLocales(testForms))(
    'renders the $name form in $locale from its declaration: controls, kinds, autocomplete, required, limits, options',
    async ({ name, locale }) => {
      const kind = formKindOf(testForms, name)!
      const document = await renderElement(
        <LeadFormEngine kind={kind} form={name} type="x" title={title} successPath="/obrigado" sectionId="f" />,
        `/${locale}/contato`,
      )
      const fields = leadFormFields(testForms, name, locale)
      expect(
        [...document.querySelectorAll('form [name]:not([type="hidden"]):not([name="website"])')].map((control) =>
          control.getAttribute('name'),
        ),
      ).toEqual(fields.map((field) => field.name))
      for (const field of fields) {
        const control = document.querySelector(`[name="${field.name}"]`)!
        expect(control.tagName.toLowerCase(), field.name).toBe(field.control)
        expect(control.getAttribute('autocomplete'), field.name).toBe(field.autoComplete ?? null)
        expect(control.hasAttribute('required'), `${field.name} is marked required`).toBe(true)
        if (field.control === 'select') {
          const values = [...control.querySelectorAll('option')].map((option) => option.getAttribute('value'))
          expect(values, field.name).toEqual(['', ...field.options!])
        } else {
          expect(control.getAttribute('maxlength'), field.name).toBe(String(field.maxLength))
          if (field.control === 'input') expect(control.getAttribute('type'), field.name).toBe(field.type ?? 'text')
          expect(control.getAttribute('placeholder'), field.name).toBe(field.placeholder ?? null)
        }
        expect(document.querySelector(`label[for="${control.id}"]`)?.textContent, field.name).toBeTruthy()
      }
    },
  )

  it('shows Brazilian states in pt-br and countries named in the language elsewhere', async () => {
    const form = (locale: string) =>
      renderElement(
        <LeadFormEngine kind="lead" type="leadForm" title={title} successPath="/obrigado" />,
        `/${locale}/x`,
      )
    const optionTexts = (document: Document, name: string) =>
      [...document.querySelectorAll(`select[name="${name}"] option`)].slice(1).map((option) => option.textContent)
    const portuguese = await form('pt-br')
    expect(optionTexts(portuguese, 'state')).toContain('São Paulo')
    expect(portuguese.querySelector('[name="country"]')).toBeNull()
    const english = await form('en-us')
    expect(english.querySelector('[name="state"]')).toBeNull()
    expect(optionTexts(english, 'country')).toEqual(['United States', 'Canada', 'Brazil'])
    expect(
      english.querySelector('label[for="' + english.querySelector('[name="country"]')!.id + '"]')?.textContent,
    ).toBe('Country')
    expect(optionTexts(await form('es-es'), 'country')).toEqual(['España', 'México', 'Brasil'])
  })

  it('posts without JavaScript to the lead endpoint, naming its form, page and thank-you page', async () => {
    const document = await renderElement(
      <LeadFormEngine kind="lead" type="leadForm" title={title} successPath="/obrigado" sectionId="software-form" />,
      '/es-es/fabrica-de-software',
    )
    const form = document.querySelector('form')!
    expect(form.getAttribute('action')).toBe('/api/mail/contact')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute(FORM_ATTRIBUTE)).toBe('lead')
    const hidden = (name: string) => form.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value')
    expect(hidden(POST_FIELDS.kind)).toBe('lead')
    expect(hidden(POST_FIELDS.page)).toBe('/es-es/fabrica-de-software#software-form')
    expect(hidden(POST_FIELDS.thanks)).toBe('/es-es/obrigado')
  })

  it('names no thank-you page for a form that thanks in place', async () => {
    const document = await renderElement(<LeadFormEngine kind="ecommerce" type="ecommerceForm" title={title} />)
    expect(document.querySelector(`input[name="${POST_FIELDS.thanks}"]`)).toBeNull()
  })
})
