import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface EcommerceFormProps {
  /** Heading of the block (beside the form on wide screens, above it on narrow ones). */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The surface the block is painted on (default `muted`: the form's white card on warm sand). */
  tone?: Tone
}

export const ecommerceFormSchema: JSONSchemaType<EcommerceFormProps> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.heading }),
    subtitle: { ...copyOf({ max: COPY_LIMITS.subtitle }), nullable: true },
    tone: { ...toneSchema, nullable: true, default: 'muted' },
  },
  required: ['title'],
  additionalProperties: false,
}
