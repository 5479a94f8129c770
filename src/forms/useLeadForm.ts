import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import { validators } from 'virtual:form-validators'
import { messageStyles } from './leadFormCopy'
import { HONEYPOT_FIELD, LEAD_FORMS, type FormKind } from './leadForms'
import type { ServerFlash } from './serverFlash'
import { leadFormSchema } from './standardSchema'
import { submitLead } from './submitLead'

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'failure'

interface LeadFormOptions {
  kind: FormKind
  /** Runs after a 2xx answer, once the form is reset and the draft cleared (navigate, show a message…). */
  onSent: () => void | Promise<void>
  /** Identifies the draft kept in sessionStorage until the lead is sent. */
  draftKey: string
  /** What the server filled in after a post sent before JavaScript ran: it wins over the draft. */
  flash?: ServerFlash | null
}

/**
 * One lead form's whole life: validation on submit then on every change (the precompiled schema through
 * `standardSchemaResolver`), a draft that survives reloads, one request per click, and failure that keeps
 * everything typed.
 */
export function useLeadForm({ kind, onSent, draftKey, flash }: LeadFormOptions) {
  const { _ } = useLingui()
  const [status, setStatus] = useState<SubmitStatus>(flash?.success ? 'success' : 'idle')
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const { fields, messages } = LEAD_FORMS[kind]
  const names = fields.map((field) => field.name)
  const empty = Object.fromEntries(names.map((name) => [name, '']))

  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        leadFormSchema(kind, validators[kind], {
          message: (code) => _(messageStyles[messages][code]),
          origin: () => window.location.href,
        }),
      ),
    [kind, messages, _],
  )
  const form = useForm<Record<string, string>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...empty, ...(flash ? pick(flash.values, names) : {}) },
    resolver,
  })

  // Restore the draft after hydration (the prerendered form is always empty), then keep it up to date.
  useEffect(() => {
    const saved = flash ? null : readDraft(draftKey)
    if (saved) form.reset({ ...empty, ...pick(saved, names) }, { keepDefaultValues: true })
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(draftKey, values) })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [draftKey])

  const send = async (values: Record<string, string>) => {
    if (inFlight.current) return
    inFlight.current = true
    setStatus('submitting')
    try {
      const trap = honeypot.current?.value
      await submitLead({
        ...pick(values, names),
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
  }
  // handleSubmit runs at submit time only, so the refs above are read in the event, never during render.
  const onSubmit = (event?: BaseSyntheticEvent) => form.handleSubmit(send)(event)

  return { form, status, onSubmit, honeypot }
}

function pick(values: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, typeof values[name] === 'string' ? (values[name] as string) : '']),
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
