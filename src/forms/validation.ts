import type { ErrorObject } from 'ajv'
import type { LeadField } from './fieldKinds'

/** Why a field is invalid, as the visitor is told: it is empty (or blank), or not an e-mail / phone. */
export type ErrorCode = 'required' | 'email' | 'phone'

/** A validator precompiled from a form schema (see `virtual:form-validators`). */
export interface Validator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

/**
 * Runs a form's validator (compiled from `fields`) and returns one error code per invalid field, in the order of
 * the validator's errors: empty or blank → required; otherwise a bad e-mail or phone (a `tel` input) gets its own code.
 */
export function fieldErrors(
  fields: readonly LeadField[],
  validate: Validator,
  values: Record<string, string>,
): Partial<Record<string, ErrorCode>> {
  if (validate(values)) return {}
  const errors: Partial<Record<string, ErrorCode>> = {}
  for (const error of withoutBranchErrors(validate.errors)) {
    const name = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1)
    const field = fields.find((candidate) => candidate.name === name)
    if (!field || errors[name]) continue
    const blank = (values[name]?.trim() ?? '') === ''
    errors[name] = blank
      ? 'required'
      : field.accepts === 'email'
        ? 'email'
        : field.type === 'tel'
          ? 'phone'
          : 'required'
  }
  return errors
}

/**
 * Drops ajv's `if` entries ("must match then/else schema"): each repeats the `pattern` or `maxLength` error
 * reported for the same field.
 */
export function withoutBranchErrors<E extends { keyword: string }>(errors: readonly E[] | null | undefined): E[] {
  return (errors ?? []).filter((error) => error.keyword !== 'if')
}
