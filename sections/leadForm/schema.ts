import type { JSONSchemaType } from 'ajv'
import { copySchema, internalPathSchema, type Copy } from '../../src/engine'

export interface LeadFormProps {
  /** Heading above the form. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /**
   * Where visitors go once their details are sent: `/obrigado` (their locale) or a fixed `/pt-br/obrigado`
   * (the hire landing always thanks in Portuguese, as the spec says).
   */
  successPath: string
}

export const leadFormSchema: JSONSchemaType<LeadFormProps> = {
  type: 'object',
  properties: { title: copySchema, subtitle: { ...copySchema, nullable: true }, successPath: internalPathSchema },
  required: ['title', 'successPath'],
  additionalProperties: false,
}
