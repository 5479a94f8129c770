import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { FormEventHandler, ReactNode, RefObject } from 'react'
import { Button } from '../../design/Button'
import { sharedCopy, submitLabels } from '../leadFormCopy'
import { HONEYPOT_FIELD, type FormKind } from '../leadForms'
import { LEAD_ENDPOINT } from '../leadEndpoint'
import { FORM_ATTRIBUTE, POST_FIELDS, TEXT_ATTRIBUTES } from '../noScript'
import type { SubmitStatus } from '../leadFormView'
import type { ErrorCode } from '../validation'
import { ALERT_CLASS } from './classes'

interface FormShellProps {
  kind: FormKind
  /** The declared form's name (`lead`, `hire`): posted as `_form` and marking the form in the page. */
  name: string
  /** Accessible name of the form. */
  label: string
  /**
   * The page the form is on (with the section's `#anchor`), and the localized thank-you page when the form goes
   * there: where a post without JavaScript lands.
   */
  page: string
  thanks?: string
  status: SubmitStatus
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The visitor reaches for the form (pointer over it, focus, input): time to load its engine. */
  onActivate: () => void
  form: RefObject<HTMLFormElement | null>
  honeypot: RefObject<HTMLInputElement | null>
  /** The alert shown after a failed send (and, for some forms, after a successful one). */
  alert?: { kind: 'failure' | 'success'; text: string }
  /** The form's validation messages (`validationCopy`, in the language its `validationMessages` says). */
  validation: Record<ErrorCode, MessageDescriptor>
  children: ReactNode
}

/**
 * What every lead form shares: the busy state (button disabled, spinner, `aria-busy`), the alert that reports
 * the outcome, the honeypot field that people never see, and what posting without JavaScript needs (the lead
 * endpoint as `action`, hidden fields naming the form and its page, the texts the server fills in).
 */
export function FormShell({
  kind,
  name,
  label,
  page,
  thanks,
  status,
  onSubmit,
  onActivate,
  form,
  honeypot,
  alert,
  validation,
  children,
}: FormShellProps) {
  const { _ } = useLingui()
  const busy = status === 'submitting'
  const textAttributes = {
    [FORM_ATTRIBUTE]: name,
    [TEXT_ATTRIBUTES.required]: _(validation.required),
    [TEXT_ATTRIBUTES.email]: _(validation.email),
    [TEXT_ATTRIBUTES.phone]: _(validation.phone),
    [TEXT_ATTRIBUTES.success]: _(sharedCopy.success),
  }
  return (
    <form
      ref={form}
      aria-label={label}
      action={LEAD_ENDPOINT}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={onActivate}
      onPointerDown={onActivate}
      onFocus={onActivate}
      onInput={onActivate}
      aria-busy={busy}
      className="flex flex-col gap-6"
      {...textAttributes}
    >
      <input type="hidden" name={POST_FIELDS.kind} value={name} />
      <input type="hidden" name={POST_FIELDS.page} value={page} />
      {thanks && <input type="hidden" name={POST_FIELDS.thanks} value={thanks} />}
      <p className="text-small text-fg-muted">{_(sharedCopy.requiredHint)}</p>
      {children}
      <div aria-hidden="true" className="sr-only">
        <label>
          {_(sharedCopy.honeypot)}
          <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div role="alert" className="empty:hidden">
        {alert && <p className={ALERT_CLASS[alert.kind]}>{alert.text}</p>}
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy && (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="animate-spin">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="40 20" />
          </svg>
        )}
        {_(busy ? sharedCopy.sending : submitLabels[kind])}
      </Button>
    </form>
  )
}
