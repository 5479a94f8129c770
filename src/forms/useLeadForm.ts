import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { HONEYPOT_FIELD } from './schemas'
import { submitLead } from './submitLead'
import { fieldErrors, type ErrorMessages, type Validator } from './validation'

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'failure'

interface LeadFormOptions {
  /** Names of the fields the visitor fills, in order (the body adds `origin`). */
  fields: readonly string[]
  validate: Validator
  errorMessages: ErrorMessages
  /** Runs after a 2xx answer, once the form is reset and the draft cleared (navigate, show a message…). */
  onSent: () => void | Promise<void>
  /** Identifies the draft kept in sessionStorage until the lead is sent. */
  draftKey: string
}

/**
 * One lead form's whole life: validation on submit then on every change (precompiled schema), a draft that
 * survives reloads, one request per click, and failure that keeps everything typed.
 */
export function useLeadForm({ fields, validate, errorMessages, onSent, draftKey }: LeadFormOptions) {
  const { _ } = useLingui()
  const [status, setStatus] = useState<SubmitStatus>('idle')
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const empty = Object.fromEntries(fields.map((field) => [field, '']))

  const resolver: Resolver<FieldValues> = (values) => {
    const errors = fieldErrors(validate, { ...values, origin: window.location.href }, errorMessages)
    const entries = Object.entries(errors).map(([field, message]: [string, MessageDescriptor]) => [
      field,
      { type: 'validation', message: _(message) },
    ])
    return entries.length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(entries) }
  }
  const form = useForm<FieldValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: empty, resolver })

  // Restore the draft after hydration (the prerendered form is always empty), then keep it up to date.
  useEffect(() => {
    const saved = readDraft(draftKey)
    if (saved) form.reset({ ...empty, ...pick(saved, fields) }, { keepDefaultValues: true })
    const subscription = form.watch((values) => writeDraft(draftKey, values))
    return () => subscription.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [draftKey])

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return
    inFlight.current = true
    setStatus('submitting')
    try {
      const trap = honeypot.current?.value
      await submitLead({
        ...pick(values, fields),
        origin: window.location.href,
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      })
      clearDraft(draftKey)
      form.reset(empty)
      setStatus('success')
      await onSent()
    } catch (error) {
      console.error('The lead was not sent; the form keeps its data.', error)
      setStatus('failure')
    } finally {
      inFlight.current = false
    }
  })

  return { form, status, onSubmit, honeypot }
}

function pick(values: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field, typeof values[field] === 'string' ? (values[field] as string) : '']),
  )
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
  } catch {
    return null
  }
}
function writeDraft(key: string, values: Record<string, unknown>) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Storage full or disabled: the form still works, the draft just does not survive a reload.
  }
}
function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
