import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * Formats what a visitor types as a Brazilian mobile number, `(99) 99999-9999`, keeping only digits
 * (at most 11) and adding the punctuation as they go.
 */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
}

/** A react-hook-form field registration that masks the phone as the visitor types. */
export function withPhoneMask(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: { value: string } }) => {
      event.target.value = maskPhone(event.target.value)
      return registration.onChange(event)
    },
  }
}
