/**
 * The lead bodies as JSON schemas, derived from the form descriptions (`leadForms.ts`). The browser validates with
 * code precompiled from these at build time (src/build/formValidatorsPlugin.ts); the lead endpoint validates JSON
 * and form posts with the same schemas at run time.
 */
import type { JSONSchemaType } from 'ajv'
import { FORM_KINDS, LEAD_FORMS, ORIGIN_MAX_LENGTH, type FormKind, type LeadBody, type LeadField } from './leadForms'

export { HONEYPOT_FIELD, type FormKind, type LeadBodies } from './leadForms'

/** `(11) 98765-4321`, as the phone mask writes it. */
export const PHONE_PATTERN = '^\\(\\d{2}\\) \\d{5}-\\d{4}$'
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

function bodySchema<K extends FormKind>(kind: K): JSONSchemaType<LeadBody<K>> & { $id: K } {
  const fields: readonly LeadField[] = LEAD_FORMS[kind].fields
  const schema = {
    $id: kind,
    type: 'object',
    properties: {
      ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
      origin: boundedString(ORIGIN_MAX_LENGTH, ORIGIN_PATTERN),
    },
    required: [...fields.map((field) => field.name), 'origin'],
    additionalProperties: false,
  }
  // Built from the description that also defines LeadBody<K>, so the two cannot drift apart.
  return schema as unknown as JSONSchemaType<LeadBody<K>> & { $id: K }
}

/** Each body's schema, tied to its TypeScript type. */
export const formSchemas = Object.fromEntries(FORM_KINDS.map((kind) => [kind, bodySchema(kind)])) as {
  [K in FormKind]: JSONSchemaType<LeadBody<K>> & { $id: K }
}

// The browser's validation needs it without the schemas (src/forms/validation.ts).
export { withoutBranchErrors } from './validation'
