/**
 * The lead bodies as JSON schemas, one per form and locale, derived from the forms' declaration (`leadForms.ts`).
 * The browser validates with code precompiled from these at build time (src/tools/build/formValidatorsPlugin.ts); the
 * lead endpoint validates JSON and form posts with the same schemas at run time.
 */
import type { JSONSchemaType } from 'ajv'
import {
  formLocales,
  formSchemaId,
  leadFormFields,
  ORIGIN_MAX_LENGTH,
  type LeadBody,
  type LeadField,
  type LeadFormsConfig,
} from './leadForms'

export { HONEYPOT_FIELD, type FormKind } from './leadForms'

/** `(11) 98765-4321`, as the phone mask writes it. */
export const PHONE_PATTERN = '^\\(\\d{2}\\) \\d{5}-\\d{4}$'
/**
 * `+1 555 123 4567`: an optional `+` (and opening bracket), then 7 to 15 digits with at most two separators (space,
 * dot, dash, brackets) between two digits; each repetition consumes a digit, so matching takes linear time.
 */
export const INTERNATIONAL_PHONE_PATTERN = '^\\+?\\(?\\d(?:[ .()-]{0,2}\\d){6,14}$'
/**
 * `local@label.label…`: the domain is dot-separated labels that cannot contain dots, so there is one way to match
 * any input and the check takes linear time (`[^\s@]+\.[^\s@]+` took quadratic time on `a@` + thousands of dots).
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$'
const NOT_BLANK = '\\S'
const ORIGIN_PATTERN = '^https?://'

const PATTERNS: Record<Exclude<LeadField['accepts'], 'option'>, string> = {
  text: NOT_BLANK,
  email: EMAIL_PATTERN,
  phone: PHONE_PATTERN,
  'international-phone': INTERNATIONAL_PHONE_PATTERN,
}

/**
 * A required string whose pattern runs only once its length is known to be within `maxLength`: a too-long value
 * fails on `maxLength` alone (`else`), so no pattern ever scans more than `maxLength` characters, whatever the body.
 */
function boundedString(maxLength: number, pattern: string): JSONSchemaType<string> {
  return {
    type: 'string',
    minLength: 1,
    if: { type: 'string', maxLength },
    then: { type: 'string', pattern },
    else: { type: 'string', maxLength },
  }
}

function fieldSchema(field: LeadField): JSONSchemaType<string> {
  if (field.accepts === 'option') return { type: 'string', enum: [...(field.options ?? [])] }
  return boundedString(field.maxLength, PATTERNS[field.accepts])
}

/** The schema of a body holding exactly `fields` and `origin`, all required. */
export function bodySchema(id: string, fields: readonly LeadField[]): JSONSchemaType<LeadBody> & { $id: string } {
  const schema = {
    $id: id,
    type: 'object',
    properties: {
      ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
      origin: boundedString(ORIGIN_MAX_LENGTH, ORIGIN_PATTERN),
    },
    required: [...fields.map((field) => field.name), 'origin'],
    additionalProperties: false,
  }
  // A record of strings whose keys are the declared fields: ajv's type cannot name keys known only at run time.
  return schema as unknown as JSONSchemaType<LeadBody> & { $id: string }
}

/** Each form's body schema in each locale, keyed by `formSchemaId` (`lead.en-us`). */
export function formSchemas(forms: LeadFormsConfig): Record<string, JSONSchemaType<LeadBody> & { $id: string }> {
  return Object.fromEntries(
    formLocales(forms).map(({ name, locale }) => {
      const id = formSchemaId(name, locale)
      return [id, bodySchema(id, leadFormFields(forms, name, locale))]
    }),
  )
}

// The browser's validation needs it without the schemas (src/forms/validation.ts).
export { withoutBranchErrors } from './validation'
