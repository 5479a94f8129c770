import type { JSONSchemaType } from 'ajv'
import { headingFields, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface EcommerceFormProps {
  /** Heading of the block (beside the form on wide screens, above it on narrow ones). */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The surface the block is painted on (default `muted`: the form's white card on warm sand). */
  tone?: Tone
  /**
   * Which declared form it shows: a key of `settings.forms` (content/forms.ts), e.g. `'hire'` for a form declared
   * `hire: { kind: 'ecommerce', fields: [...] }`. Default `'ecommerce'`, the ecommerceForm form every page shares.
   */
  form?: string
}

export const ecommerceFormSchema: JSONSchemaType<EcommerceFormProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    tone: { ...toneSchema, nullable: true, default: 'muted' },
    form: { type: 'string', nullable: true },
  },
  required: ['title'],
  additionalProperties: false,
}
