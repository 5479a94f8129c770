/**
 * The interactive part of a lead form, loaded on demand (`useLeadForm.ts` imports it when the visitor first
 * reaches for the form): react-hook-form, the precompiled validators and sending. It drives the form the page
 * already shows, without re-rendering it: the same DOM nodes are registered, whatever was typed before it loaded
 * is taken over and validated like the rest.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { BaseSyntheticEvent } from 'react'
import { createFormControl, type UseFormRegisterReturn } from 'react-hook-form'
import { validators } from 'virtual:form-validators'
import { clearDraft, readDraft, writeDraft } from './draft'
import { HONEYPOT_FIELD, type LeadField } from './leadForms'
import { POST_FIELDS } from './noScript'
import { maskPhone } from './phoneMask'
import type { ServerFlash } from './serverFlash'
import { leadFormSchema } from './standardSchema'
import { submitLead } from './submitLead'
import type { LeadFormView, SubmitStatus } from './leadFormView'
import type { ErrorCode } from './validation'

export interface LeadFormControllerOptions {
  /** The form's fields in the page's locale, in the order shown. */
  fields: readonly LeadField[]
  /** Which precompiled validator checks them (`formSchemaId`: `lead.en-us`). */
  validator: string
  /**
   * The declared form's name, posted as `_form`, when the block chose a form other than its section's default
   * (`hire`); undefined for the default, whose body is the spec's (the server recognises it by its fields).
   */
  namedForm?: string
  /** Identifies the draft kept in sessionStorage until the lead is sent. */
  draftKey: string
  /** What the server filled in after a post sent before JavaScript ran: it wins over the draft. */
  flash: ServerFlash | null
  /** The honeypot's value at send time. */
  honeypot: () => string | undefined
  /** Runs after a 2xx answer, once the form is reset and the draft cleared (navigate, show a message…). */
  onSent: () => void | Promise<void>
}

export interface LeadFormController {
  /** What ties each control to the engine (`name`, `onChange`, `onBlur`, `ref`): the same object on every render. */
  readonly fields: Readonly<Record<string, UseFormRegisterReturn>>
  /**
   * Takes over the rendered form once its controls are registered: what was typed so far (masked), the draft
   * where nothing was typed, and from then on every change of what the form shows (`onView`). Returns the stop.
   */
  start(form: HTMLFormElement, onView: (view: LeadFormView) => void): () => void
  /** Validates, then sends once (a second submit while one is in flight does nothing). */
  submit(event?: BaseSyntheticEvent): Promise<void>
}

/**
 * One lead form's whole life: validation on submit then on every change (the precompiled schema through
 * `standardSchemaResolver`; errors are codes, translated where they are shown), a draft that survives reloads,
 * one request per click, and failure that keeps everything typed.
 */
export function createLeadFormController({
  fields: fieldList,
  validator,
  namedForm,
  draftKey,
  flash,
  honeypot,
  onSent,
}: LeadFormControllerOptions): LeadFormController {
  const validate = validators[validator]
  if (!validate) throw new Error(`No precompiled validator "${validator}" (virtual:form-validators)`)
  const names = fieldList.map((field) => field.name)
  const empty = Object.fromEntries(names.map((name) => [name, '']))
  const form = createFormControl<Record<string, string>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Without a server flash, no defaults: each control's value is read from the page when it is registered.
    ...(flash ? { defaultValues: { ...empty, ...pick(flash.values, names) } } : {}),
    resolver: standardSchemaResolver(
      leadFormSchema(fieldList, validate, { message: (code) => code, origin: () => window.location.href }),
    ),
  })
  // Registered in the order shown, so the first invalid field is the one focused.
  const fields = Object.fromEntries(names.map((name) => [name, form.register(name)]))

  let status: SubmitStatus = flash?.success ? 'success' : 'idle'
  let inFlight = false
  let state: Pick<LeadFormView, 'errors' | 'submitCount' | 'dirty'> = { errors: {}, submitCount: 0, dirty: {} }
  let show: ((view: LeadFormView) => void) | undefined
  const emit = () => show?.({ status, ...state })
  const setStatus = (next: SubmitStatus) => {
    status = next
    emit()
  }

  const send = async (values: Record<string, string>) => {
    if (inFlight) return
    inFlight = true
    setStatus('submitting')
    try {
      const trap = honeypot()
      await submitLead({
        ...pick(values, names),
        origin: window.location.href,
        ...(namedForm ? { [POST_FIELDS.kind]: namedForm } : {}),
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      })
      clearDraft(draftKey)
      // The controls stay registered: nothing re-renders them to register again.
      form.reset(empty, { keepFieldsRef: true })
      setStatus('success')
      await onSent()
    } catch (error) {
      console.error('The lead was not sent; the form keeps its data.', error)
      setStatus('failure')
    } finally {
      inFlight = false
    }
  }

  return {
    fields,
    start(element, onView) {
      show = onView
      const stopState = form.subscribe({
        formState: { errors: true, submitCount: true, dirtyFields: true },
        callback: ({ errors = {}, submitCount = 0, dirtyFields = {} }) => {
          state = {
            errors: Object.fromEntries(
              names.flatMap((name) => (errors[name]?.message ? [[name, errors[name].message as ErrorCode]] : [])),
            ),
            submitCount,
            dirty: Object.fromEntries(names.map((name) => [name, Boolean(dirtyFields[name])])),
          }
          emit()
        },
      })
      // What the visitor typed before the engine loaded is theirs: take it over (masked like typed now).
      for (const field of fieldList) {
        const control = element.elements.namedItem(field.name) as HTMLInputElement | null
        if (!control) continue
        const typed = field.mask === 'phone' ? maskPhone(control.value) : control.value
        if (typed !== (form.getValues(field.name) ?? '')) form.setValue(field.name, typed, { shouldDirty: true })
      }
      // The draft fills what is still empty (a server flash wins over it).
      const saved = flash ? null : readDraft(draftKey)
      for (const name of names) {
        const value = saved?.[name]
        if (typeof value === 'string' && value !== '' && !form.getValues(name)) form.setValue(name, value)
      }
      const stopDraft = form.subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(draftKey, pick(values, names)),
      })
      if (!flash) writeDraft(draftKey, pick(form.getValues(), names))
      emit()
      return () => {
        show = undefined
        stopState()
        stopDraft()
      }
    },
    // handleSubmit runs at submit time only.
    submit: (event) => form.handleSubmit(send)(event),
  }
}

function pick(values: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, typeof values[name] === 'string' ? (values[name] as string) : '']),
  )
}
