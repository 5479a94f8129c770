import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'

export interface EcommerceFormProps {
  /** Heading above the form. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
}

export const ecommerceFormSchema: JSONSchemaType<EcommerceFormProps> = {
  type: 'object',
  properties: { title: copySchema, subtitle: { ...copySchema, nullable: true } },
  required: ['title'],
  additionalProperties: false,
}
