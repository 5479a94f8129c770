declare module 'virtual:form-validators' {
  import type { ErrorObject } from 'ajv'
  /** A precompiled validator: true when valid, otherwise the errors are on `validate.errors`. */
  interface StandaloneValidator {
    (data: unknown): boolean
    errors?: ErrorObject[] | null
  }
  export const contact: StandaloneValidator
  export const lead: StandaloneValidator
  export const ecommerce: StandaloneValidator
}
