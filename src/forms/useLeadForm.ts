import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { hasDraft } from './draft'
import type { LeadFormController } from './leadFormController'
import type { LeadField } from './leadForms'
import type { ServerFlash } from './serverFlash'
import type { LeadFormView } from './leadFormView'

interface LeadFormOptions {
  /** The form's fields in the page's locale, in the order shown. */
  fields: readonly LeadField[]
  /** Which precompiled validator checks them (`formSchemaId`: `lead.en-us`). */
  validator: string
  /** The declared form's name when the block chose one other than its section's default (posted as `_form`). */
  namedForm?: string
  /** Runs after a 2xx answer, once the form is reset and the draft cleared (navigate, show a message…). */
  onSent: () => void | Promise<void>
  /** Identifies the draft kept in sessionStorage until the lead is sent. */
  draftKey: string
  /** What the server filled in after a post sent before JavaScript ran: it wins over the draft. */
  flash: ServerFlash | null
}

let engine: Promise<typeof import('./leadFormController')> | undefined
/** The form engine (react-hook-form, the validators, sending), downloaded once for every form of the site. */
function loadEngine() {
  engine ??= import('./leadFormController').catch((error: unknown) => {
    engine = undefined
    throw error
  })
  return engine
}

/**
 * A lead form whose engine loads when it is needed. The page renders the form as prerendered (it posts without
 * JavaScript too); the engine (`leadFormController.ts`) is imported when the visitor first reaches for the form
 * (`activate`: pointer over it, focus, input), or at once when a draft or the server's answer waits to be shown.
 * It then drives the same controls: nothing typed meanwhile is lost, and a send clicked before it arrived is
 * validated and sent once it has. Should it fail to load, the form posts as it would without JavaScript.
 */
export function useLeadForm({ fields, validator, namedForm, onSent, draftKey, flash }: LeadFormOptions) {
  const [controller, setController] = useState<LeadFormController | null>(null)
  const [view, setView] = useState<LeadFormView>(() => ({
    status: flash?.success ? 'success' : 'idle',
    errors: {},
    submitCount: 0,
    dirty: {},
  }))
  const form = useRef<HTMLFormElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  /** A send clicked before the engine arrived. */
  const pending = useRef(false)
  /** The engine failed to load: sending is left to the browser's plain post. */
  const unavailable = useRef(false)
  const sent = useRef(onSent)
  useLayoutEffect(() => {
    sent.current = onSent
  })

  const activate = () => {
    if (loading.current) return
    loading.current = true
    loadEngine().then(
      ({ createLeadFormController }) =>
        setController(
          createLeadFormController({
            fields,
            validator,
            namedForm,
            draftKey,
            flash,
            honeypot: () => honeypot.current?.value,
            onSent: () => sent.current(),
          }),
        ),
      (error: unknown) => {
        loading.current = false
        unavailable.current = true
        console.error('The form engine did not load; the form posts without it.', error)
        if (pending.current) {
          pending.current = false
          form.current?.submit()
        }
      },
    )
  }

  // A draft to restore or the server's answer to keep: the engine is needed now.
  useEffect(() => {
    if (flash || hasDraft(draftKey)) activate()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [])

  // The controls are registered (their refs attached) in the same commit: the engine takes over before any input.
  useLayoutEffect(() => {
    if (!controller || !form.current) return
    const stop = controller.start(form.current, setView)
    if (pending.current) {
      pending.current = false
      void controller.submit()
    }
    return stop
  }, [controller])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (controller) return void controller.submit(event)
    if (unavailable.current) return
    event.preventDefault()
    pending.current = true
    activate()
  }

  return { view, fields: controller?.fields, onSubmit, activate, form, honeypot }
}
