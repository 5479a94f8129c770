declare module 'virtual:form-validators' {
  import type { ErrorObject } from 'ajv'
  /** A precompiled validator: true when valid, otherwise the errors are on `validate.errors`. */
  interface StandaloneValidator {
    (data: unknown): boolean
    errors?: ErrorObject[] | null
  }
  /** One validator per form kind of `src/forms/leadForms.ts`. */
  export const validators: Record<import('./leadForms').FormKind, StandaloneValidator>
}
