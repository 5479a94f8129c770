import type { JSONSchemaType } from 'ajv'
import { headingFields, thankYouPathSchema, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface LeadFormProps {
  /** Heading of the block (beside the form on wide screens, above it on narrow ones). */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The surface the block is painted on (default `muted`: the form's white card on warm sand). */
  tone?: Tone
  /**
   * Which declared form it shows: a key of `settings.forms` (content/forms.ts), e.g. `'hire'` for a form declared
   * `hire: { kind: 'lead', fields: [...] }`. Default `'lead'`, the leadForm form every page shares.
   */
  form?: string
  /**
   * Where visitors go once their details are sent: `/obrigado` (their locale) or a fixed `/pt-br/obrigado`
   * (the hire landing always thanks in Portuguese, as the spec says). `/obrigado` must be published in every
   * language this page is.
   */
  successPath: string
}

export const leadFormSchema: JSONSchemaType<LeadFormProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    tone: { ...toneSchema, nullable: true, default: 'muted' },
    form: { type: 'string', nullable: true },
    successPath: thankYouPathSchema,
  },
  required: ['title', 'successPath'],
  additionalProperties: false,
}
