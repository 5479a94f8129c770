import type { MessageDescriptor } from '@lingui/core'
import type { ErrorObject } from 'ajv'

export interface ErrorMessages {
  required: MessageDescriptor
  email: MessageDescriptor
  phone: MessageDescriptor
}

/** A validator precompiled from a form schema (see `virtual:form-validators`). */
export interface Validator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

/**
 * Runs a precompiled validator and returns one message per invalid field, in the order the form shows them:
 * empty or blank → required; otherwise a bad e-mail or phone gets its own message.
 */
export function fieldErrors(
  validate: Validator,
  values: Record<string, string>,
  messages: ErrorMessages,
): Record<string, MessageDescriptor> {
  if (validate(values)) return {}
  const errors: Record<string, MessageDescriptor> = {}
  for (const error of validate.errors ?? []) {
    const field = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1)
    if (!field || field === 'origin' || errors[field]) continue
    const value = values[field]?.trim() ?? ''
    errors[field] =
      value === ''
        ? messages.required
        : field === 'email'
          ? messages.email
          : field === 'phone'
            ? messages.phone
            : messages.required
  }
  return errors
}
