import type { JSONSchemaType } from 'ajv'
import { copySchema, internalPathSchema, type Copy } from '../../src/engine'

export interface ContactFormProps {
  /** Heading above the form. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** Where visitors go once their message is sent (e.g. `/obrigado`, localized for them). */
  successPath: string
}

export const contactFormSchema: JSONSchemaType<ContactFormProps> = {
  type: 'object',
  properties: { title: copySchema, subtitle: { ...copySchema, nullable: true }, successPath: internalPathSchema },
  required: ['title', 'successPath'],
  additionalProperties: false,
}
