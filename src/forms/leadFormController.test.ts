// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLeadFormController } from './leadFormController'
import { leadFormFields } from './leadForms'
import { testForms } from '../testing/testForms'
import { BRAZILIAN_STATES } from './options'
import type { LeadFormView } from './leadFormView'

const DRAFT = 'lead-draft:lead:/pt-br/contrate'

/** The lead form as the page serves it: plain controls, no engine yet. */
function servedForm(): HTMLFormElement {
  const form = document.createElement('form')
  form.innerHTML = `
    <input name="name" type="text" />
    <input name="email" type="email" />
    <input name="phone" type="tel" />
    <select name="state"><option value="" disabled selected></option>${BRAZILIAN_STATES.map(
      (state) => `<option value="${state.code}">${state.name}</option>`,
    ).join('')}</select>`
  document.body.append(form)
  return form
}
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement

/** What React does once the engine has loaded: attach each control's ref, then start it. */
function takeOver(form: HTMLFormElement, onSent = vi.fn()) {
  const controller = createLeadFormController({
    fields: leadFormFields(testForms, 'lead', 'pt-br'),
    validator: 'lead.pt-br',
    draftKey: DRAFT,
    flash: null,
    honeypot: () => undefined,
    onSent,
  })
  for (const [name, registration] of Object.entries(controller.fields)) registration.ref(control(form, name))
  const views: LeadFormView[] = []
  const stop = controller.start(form, (view) => views.push(view))
  return { controller, views, stop, onSent }
}

describe('the lead form engine, loaded after the page', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => {
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  it('keeps what was typed before it loaded (the phone masked), validates it and sends it once', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const form = servedForm()
    control(form, 'name').value = 'Bruno Lima'
    control(form, 'email').value = 'bruno@'
    control(form, 'phone').value = '11912345678'
    const { controller, views, onSent } = takeOver(form)
    expect(control(form, 'phone').value).toBe('(11) 91234-5678')
    expect(JSON.parse(sessionStorage.getItem(DRAFT)!)).toMatchObject({ name: 'Bruno Lima', email: 'bruno@' })

    await controller.submit()
    expect(views.at(-1)).toMatchObject({ submitCount: 1, errors: { email: 'email', state: 'required' } })
    expect(fetch).not.toHaveBeenCalled()

    control(form, 'email').value = 'bruno@acme.example'
    control(form, 'state').value = 'SP'
    for (const name of ['email', 'state'])
      await controller.fields[name]!.onChange({ target: control(form, name), type: 'change' })
    await Promise.all([controller.submit(), controller.submit()])
    expect(fetch).toHaveBeenCalledOnce()
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Bruno Lima',
      email: 'bruno@acme.example',
      phone: '(11) 91234-5678',
      state: 'SP',
      origin: window.location.href,
    })
    expect(onSent).toHaveBeenCalledOnce()
    expect(views.at(-1)?.status).toBe('success')
    expect(control(form, 'name').value).toBe('')
    expect(sessionStorage.getItem(DRAFT)).toBeNull()
    // Still registered after the reset: the next send validates the (now empty) controls again.
    await controller.submit()
    expect(Object.keys(views.at(-1)!.errors)).toEqual(['name', 'email', 'phone', 'state'])
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('restores the draft into the fields still empty', () => {
    sessionStorage.setItem(
      DRAFT,
      JSON.stringify({ name: 'Rascunho', email: 'ana@acme.example', phone: '', state: 'RJ' }),
    )
    const form = servedForm()
    control(form, 'name').value = 'Ana'
    takeOver(form)
    expect(control(form, 'name').value).toBe('Ana')
    expect(control(form, 'email').value).toBe('ana@acme.example')
    expect(control(form, 'state').value).toBe('RJ')
  })

  it('keeps everything typed when the send fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = servedForm()
    control(form, 'name').value = 'Bruno'
    control(form, 'email').value = 'bruno@acme.example'
    control(form, 'phone').value = '(21) 98765-4321'
    control(form, 'state').value = 'RJ'
    const { controller, views, onSent } = takeOver(form)
    await controller.submit()
    expect(views.at(-1)?.status).toBe('failure')
    expect(onSent).not.toHaveBeenCalled()
    expect(control(form, 'state').value).toBe('RJ')
  })
})
