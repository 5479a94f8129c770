import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { FORM_KINDS, type FormKind } from '../../forms/leadForms'
import { formSchemas, withoutBranchErrors } from '../../forms/schemas'

/**
 * U+0000 or a UTF-16 half without its other half (ajv matches with the `u` flag, in which `[\ud800-\udfff]` matches
 * only unpaired surrogates). PostgreSQL cannot store either, and no person types them.
 */
const UNSTORABLE = '[\\u0000\\ud800-\\udfff]'
const UNSTORABLE_MESSAGE = 'must not contain U+0000 or an unpaired surrogate'

/**
 * A form's schema as the server enforces it: the browser's (`formSchemas`), each value also refused when it holds
 * what a store cannot keep. One more constraint per field, so ajv reports it on that field like any other.
 */
function serverSchema(kind: FormKind) {
  const schema = formSchemas[kind]
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      { ...(property as object), not: { pattern: UNSTORABLE } },
    ]),
  )
  return { ...schema, properties }
}

const ajv = new Ajv({ allErrors: true })

/** The lead validators, compiled once and shared by JSON and form posts. */
export const leadValidators = Object.fromEntries(
  FORM_KINDS.map((kind) => [kind, ajv.compile(serverSchema(kind))]),
) as Record<FormKind, ValidateFunction>

/**
 * A JSON post's field errors, as its 400 lists them: one per failed constraint, each on its field (a missing or an
 * unknown member is named too).
 */
export function jsonFieldErrors(errors: ErrorObject[] | null | undefined): Array<{ field: string; message: string }> {
  return withoutBranchErrors(errors).map((error) => ({
    field:
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.instancePath.slice(1),
    message: error.keyword === 'not' ? UNSTORABLE_MESSAGE : (error.message ?? 'is invalid'),
  }))
}
