import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { LeadField } from '../fieldKinds'
import { withPhoneMask } from '../phoneMask'
import { CONTROL_CLASS, ERROR_CLASS, INVALID_BORDER, VALID_BORDER } from './classes'

interface FieldProps {
  field: LeadField
  label: string
  /** The translated error, when the field is invalid. */
  error?: string
  /** What ties the control to the form's engine, once it has loaded (before, the control is plain HTML). */
  registration?: UseFormRegisterReturn
  /** A select's disabled first option and its options, translated, in order. */
  placeholder?: string
  options?: ReadonlyArray<{ value: string; label: string }>
  className?: string
}

/** A labelled form control whose error is announced and tied to it (`aria-invalid`, `aria-describedby`). */
export function Field({ field, label, error, registration, placeholder, options = [], className }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    name: field.name,
    ...(registration && (field.mask === 'phone' ? withPhoneMask(registration) : registration)),
    autoComplete: field.autoComplete,
    // Every lead field is required; `noValidate` on the form leaves checking to the script and the server.
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // A plain join, as the server's fill-in swaps the border classes in this exact string.
    className: `${CONTROL_CLASS} ${error ? INVALID_BORDER : VALID_BORDER}`,
  }
  const message = error && (
    <p id={errorId} className={ERROR_CLASS}>
      {error}
    </p>
  )
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-small font-semibold text-fg">
        {label}
      </label>
      {field.control === 'textarea' ? (
        <textarea rows={5} {...shared} maxLength={field.maxLength} className={`${shared.className} resize-y`} />
      ) : field.control === 'select' ? (
        <div className="relative">
          {/* The set's chevron-down, drawn here (the icon table would outweigh the form), before the select: the server's
              fill-in writes an error right after `</select>`, where the browser renders it too. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="pointer-events-none absolute top-3 right-3.5 text-fg-muted"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
          {/* Without JavaScript too, nothing is chosen until the visitor chooses. */}
          <select {...shared} defaultValue="" className={`${shared.className} appearance-none pr-11`}>
            <option value="" disabled>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {message}
        </div>
      ) : (
        <input
          type={field.type ?? 'text'}
          {...shared}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      )}
      {field.control !== 'select' && message}
    </div>
  )
}
