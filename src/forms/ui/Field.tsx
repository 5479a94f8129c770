import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '../../ui/cn'

interface FieldProps {
  label: string
  /** The translated error, when the field is invalid. */
  error?: string
  registration: UseFormRegisterReturn
  kind?: 'input' | 'textarea' | 'select'
  type?: string
  autoComplete?: string
  inputMode?: 'text' | 'tel' | 'email'
  maxLength?: number
  placeholder?: string
  /** `<option>`s of a select. */
  children?: ReactNode
}

const CONTROL = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink'

/** A labelled form control whose error is announced and tied to it (`aria-invalid`, `aria-describedby`). */
export function Field({ label, error, registration, kind = 'input', children, ...rest }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(CONTROL, error ? 'border-red-700' : 'border-slate-400'),
  }
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {kind === 'textarea' ? (
        <textarea rows={5} {...shared} maxLength={rest.maxLength} autoComplete={rest.autoComplete} />
      ) : kind === 'select' ? (
        <select {...shared} autoComplete={rest.autoComplete}>
          {children}
        </select>
      ) : (
        <input
          type={rest.type ?? 'text'}
          {...shared}
          autoComplete={rest.autoComplete}
          inputMode={rest.inputMode}
          maxLength={rest.maxLength}
          placeholder={rest.placeholder}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
