import type { JSONSchemaType } from 'ajv'
import { copySchema, internalPathSchema, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface ContactFormProps {
  /** Heading of the block (beside the form on wide screens, above it on narrow ones). */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The surface the block is painted on (default `muted`: the form's white card on warm sand). */
  tone?: Tone
  /** Where visitors go once their message is sent (e.g. `/obrigado`, localized for them). */
  successPath: string
}

export const contactFormSchema: JSONSchemaType<ContactFormProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    tone: { ...toneSchema, nullable: true, default: 'muted' },
    successPath: internalPathSchema,
  },
  required: ['title', 'successPath'],
  additionalProperties: false,
}
