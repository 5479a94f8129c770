import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { LeadField } from './fieldKinds'
import { fieldErrors, type ErrorCode, type Validator } from './validation'

interface LeadFormSchemaOptions {
  /** The visitor's text for an error code (already translated). */
  message: (code: ErrorCode) => string
  /** The `origin` the body will carry (the page's address). */
  origin: () => string
}

/**
 * A precompiled validator exposed as a Standard Schema (v1), so react-hook-form resolves it with
 * `standardSchemaResolver`: one issue per invalid field, whose path is the field's name. The value it returns
 * holds exactly the form's fields.
 */
export function leadFormSchema(
  fields: readonly LeadField[],
  validate: Validator,
  { message, origin }: LeadFormSchemaOptions,
): StandardSchemaV1<Record<string, string>> {
  const names = fields.map((field) => field.name)
  return {
    '~standard': {
      version: 1,
      vendor: 'nuvora-lead-forms',
      validate(input) {
        const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
        const value = Object.fromEntries(
          names.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string) : '']),
        )
        const errors = fieldErrors(fields, validate, { ...value, origin: origin() })
        const issues = Object.entries(errors).map(([field, code]) => ({ message: message(code!), path: [field] }))
        return issues.length > 0 ? { issues } : { value }
      },
    },
  }
}
