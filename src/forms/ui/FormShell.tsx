import { useLingui } from '@lingui/react'
import type { FormEventHandler, ReactNode, RefObject } from 'react'
import { formCopy } from '../formCopy'
import { HONEYPOT_FIELD } from '../schemas'
import type { SubmitStatus } from '../useLeadForm'

interface FormShellProps {
  /** Accessible name of the form. */
  label: string
  status: SubmitStatus
  onSubmit: FormEventHandler<HTMLFormElement>
  honeypot: RefObject<HTMLInputElement | null>
  /** The alert shown after a failed send (and, for some forms, after a successful one). */
  alert?: { kind: 'failure' | 'success'; text: string }
  children: ReactNode
}

/**
 * What every lead form shares: the busy state (button disabled, spinner, `aria-busy`), the alert that reports
 * the outcome, and the honeypot field that people never see.
 */
export function FormShell({ label, status, onSubmit, honeypot, alert, children }: FormShellProps) {
  const { _ } = useLingui()
  const busy = status === 'submitting'
  return (
    <form aria-label={label} method="post" noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
      <p className="text-sm text-slate-600">{_(formCopy.requiredHint)}</p>
      {children}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {_(formCopy.honeypot)}
          <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div role="alert" className="empty:hidden">
        {alert && (
          <p
            className={
              alert.kind === 'failure'
                ? 'rounded-lg bg-red-50 p-3 font-medium text-red-800'
                : 'rounded-lg bg-green-50 p-3 font-medium text-green-800'
            }
          >
            {alert.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {busy && (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="animate-spin">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="40 20" />
          </svg>
        )}
        {_(busy ? formCopy.sending : formCopy.send)}
      </button>
    </form>
  )
}
