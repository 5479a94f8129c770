declare module 'virtual:form-validators' {
  import type { ErrorObject } from 'ajv'
  /** A precompiled validator: true when valid, otherwise the errors are on `validate.errors`. */
  interface StandaloneValidator {
    (data: unknown): boolean
    errors?: ErrorObject[] | null
  }
  /** One validator per form and locale (`formSchemaId`: `lead.en-us`) of the site's `settings.forms`. */
  export const validators: Record<string, StandaloneValidator>
}
