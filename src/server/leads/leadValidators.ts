import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { LeadField } from '../../forms/fieldKinds'
import {
  formKindOf,
  formLocales,
  formNames,
  formSchemaId,
  leadFormFields,
  type FormKind,
  type LeadFormsConfig,
} from '../../forms/leadForms'
import { formSchemas, withoutBranchErrors } from '../../forms/schemas'
import type { Locale } from '../../i18n/locales'

/**
 * U+0000 or a UTF-16 half without its other half (ajv matches with the `u` flag, in which `[\ud800-\udfff]` matches
 * only unpaired surrogates). PostgreSQL cannot store either, and no person types them.
 */
const UNSTORABLE = '[\\u0000\\ud800-\\udfff]'
const UNSTORABLE_MESSAGE = 'must not contain U+0000 or an unpaired surrogate'

/** The site's forms as the server takes them, by name (`lead`, `hire`): each form's fields and validator in each locale. */
export interface LeadForms {
  /** The declared forms' names. */
  names: readonly string[]
  /** The section kind of a declared form (its behaviour, stored with the lead); undefined for an unknown name. */
  kindOf(name: string): FormKind | undefined
  /** The form's fields in `locale`, in the order shown. */
  fields(name: string, locale: Locale): readonly LeadField[]
  /** The validator of the form's body in `locale`. */
  validator(name: string, locale: Locale): ValidateFunction
}

/**
 * A form's schema as the server enforces it: the browser's (`formSchemas`), each value also refused when it holds
 * what a store cannot keep. One more constraint per field, so ajv reports it on that field like any other.
 */
function serverSchema(schema: ReturnType<typeof formSchemas>[string]) {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      { ...(property as object), not: { pattern: UNSTORABLE } },
    ]),
  )
  return { ...schema, properties }
}

/**
 * The lead validators of the site's form declaration (`settings.forms`), compiled once, shared by JSON and form
 * posts: the same schemas the browser's validators are precompiled from.
 */
export function leadForms(forms: LeadFormsConfig): LeadForms {
  const ajv = new Ajv({ allErrors: true })
  const validators = new Map(
    Object.entries(formSchemas(forms)).map(([id, schema]) => [id, ajv.compile(serverSchema(schema))]),
  )
  const fields = new Map(
    formLocales(forms).map(({ name, locale }) => [formSchemaId(name, locale), leadFormFields(forms, name, locale)]),
  )
  return {
    names: formNames(forms),
    kindOf: (name) => formKindOf(forms, name),
    fields: (name, locale) => fields.get(formSchemaId(name, locale))!,
    validator: (name, locale) => validators.get(formSchemaId(name, locale))!,
  }
}

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
