import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '../../design/cn'
import type { LeadField } from '../leadForms'
import { withPhoneMask } from '../phoneMask'
import { CONTROL_CLASS, ERROR_CLASS, INVALID_BORDER, VALID_BORDER } from './classes'

interface FieldProps {
  field: LeadField
  label: string
  /** The translated error, when the field is invalid. */
  error?: string
  registration: UseFormRegisterReturn
  /** A select's disabled first option and its options, translated, in order. */
  placeholder?: string
  options?: ReadonlyArray<{ value: string; label: string }>
}

/** A labelled form control whose error is announced and tied to it (`aria-invalid`, `aria-describedby`). */
export function Field({ field, label, error, registration, placeholder, options = [] }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    ...(field.mask === 'phone' ? withPhoneMask(registration) : registration),
    autoComplete: field.autoComplete,
    // Every lead field is required; `noValidate` on the form leaves checking to the script and the server.
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(CONTROL_CLASS, error ? INVALID_BORDER : VALID_BORDER),
  }
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {field.control === 'textarea' ? (
        <textarea rows={5} {...shared} maxLength={field.maxLength} />
      ) : field.control === 'select' ? (
        // Without JavaScript too, nothing is chosen until the visitor chooses.
        <select {...shared} defaultValue="">
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.type ?? 'text'}
          {...shared}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      )}
      {error && (
        <p id={errorId} className={ERROR_CLASS}>
          {error}
        </p>
      )}
    </div>
  )
}
