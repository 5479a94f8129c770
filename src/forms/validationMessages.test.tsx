// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { forms as siteForms } from '../../content/forms'
import { fixtures } from '../../sections/leadForm/fixtures'
import { LeadForm } from '../../sections/leadForm/LeadForm'
import { loadI18n } from '../i18n/catalogs'
import { localeOfPath } from '../i18n/locales'
import { RouterProvider } from '../router/react'
import { createRouter } from '../router/router'
import { SiteDataProvider } from '../router/runtime'
import { SmartLinkProvider } from '../router/SmartLink'
import { fillForm } from '../server/leads/formPage'
import { leadForms } from '../server/leads/leadValidators'
import { renderElement } from '../testing/render'
import { testForms } from '../testing/testForms'
import { testSite } from '../testing/testSite'
import { formNames, validationMessagesOf } from './leadForms'
import { TEXT_ATTRIBUTES } from './noScript'

// Each form chooses the language of its validation messages (`validationMessages`): on an English page, a lead form
// of the site's own name (the test site's `hire`, localized by default) says "Field required" while the default lead
// form (the spec's hire and software-factory form, `source`) keeps "Campo obrigatório". The same wherever they show.

const ENGLISH_PAGE = '/en-us/contrate'
const hire = <LeadForm {...fixtures.hire!} form="hire" />
const landing = <LeadForm {...fixtures.hire!} />

describe('validationMessagesOf', () => {
  it("is the form's choice, and the page's language when it makes none", () => {
    expect(validationMessagesOf(testForms, 'hire')).toBe('localized')
    expect(validationMessagesOf(testForms, 'lead')).toBe('source')
    const hireInPortuguese = { ...testForms, hire: { ...testForms.hire!, validationMessages: 'source' as const } }
    expect(validationMessagesOf(hireInPortuguese, 'hire')).toBe('source')
  })

  it("keeps the site's landing and e-commerce forms in Portuguese (the spec) and its contact form localized", () => {
    expect(
      Object.fromEntries(formNames(siteForms).map((name) => [name, validationMessagesOf(siteForms, name)])),
    ).toEqual({ contact: 'localized', lead: 'source', ecommerce: 'source' })
  })
})

describe('the page the server sends back after a post without JavaScript', () => {
  const served = leadForms(testForms)
  /** The prerendered English page with `element`'s form filled in as the server does after an empty post. */
  async function emptyPost(element: React.ReactElement, form: string) {
    const html = (await renderElement(element, ENGLISH_PAGE)).body.innerHTML
    const fields = served.fields(form, 'en-us')
    const errors = Object.fromEntries(fields.map((field) => [field.name, 'required' as const]))
    const values = Object.fromEntries(fields.map((field) => [field.name, '']))
    const filled = fillForm(html, { form, page: ENGLISH_PAGE, values, errors, success: false }, fields)
    const document = new DOMParser().parseFromString(filled, 'text/html')
    return [...document.querySelectorAll('[id$="-error"]')].map((error) => error.textContent)
  }

  it('shows a localized form’s errors in English, and the landing form’s in Portuguese', async () => {
    expect(await emptyPost(hire, 'hire')).toEqual(Array(4).fill('Field required'))
    expect(await emptyPost(landing, 'lead')).toEqual(Array(4).fill('Campo obrigatório'))
  })

  it('carries each form’s own texts in the form for the server to fill in', async () => {
    const texts = async (element: React.ReactElement) => {
      const form = (await renderElement(element, ENGLISH_PAGE)).querySelector('form')!
      return [TEXT_ATTRIBUTES.required, TEXT_ATTRIBUTES.email, TEXT_ATTRIBUTES.phone].map((name) =>
        form.getAttribute(name),
      )
    }
    expect(await texts(hire)).toEqual(['Field required', 'Invalid email', 'Invalid phone number'])
    expect(await texts(landing)).toEqual(['Campo obrigatório', 'E-mail inválido', 'Telefone inválido'])
  })
})

describe('the form in the browser, validated by its precompiled validator', () => {
  afterEach(() => document.body.replaceChildren())

  /** Mounts `element` as the page at `url` would, sends the form empty, and returns the errors it then shows. */
  async function errorsAfterEmptySend(element: React.ReactElement, url: string): Promise<string[]> {
    const locale = localeOfPath(url)
    const i18n = await loadI18n(locale)
    const route = { url, locale, pageId: 'test', alternates: { [locale]: url } }
    const router = createRouter(async () => ({ route, locale, i18n, head: { meta: [], links: [] } }))
    await router.load(url)
    const host = document.body.appendChild(document.createElement('div'))
    await act(async () =>
      createRoot(host).render(
        <SiteDataProvider site={testSite}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router}>
              <SmartLinkProvider>{element}</SmartLinkProvider>
            </RouterProvider>
          </I18nProvider>
        </SiteDataProvider>,
      ),
    )
    const form = host.querySelector('form')!
    // A send before the form engine arrived is validated once it has (useLeadForm).
    await act(async () => form.requestSubmit())
    await expect.poll(() => host.querySelectorAll('[id$="-error"]').length, { timeout: 5_000 }).toBeGreaterThan(0)
    return [...host.querySelectorAll('[id$="-error"]')].map((error) => error.textContent ?? '')
  }

  it('shows a localized form’s errors in English on an English page, and the landing form’s in Portuguese', async () => {
    expect(await errorsAfterEmptySend(hire, ENGLISH_PAGE)).toEqual(Array(4).fill('Field required'))
    expect(await errorsAfterEmptySend(landing, ENGLISH_PAGE)).toEqual(Array(4).fill('Campo obrigatório'))
  })
})
