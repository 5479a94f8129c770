import type { JSONSchemaType } from 'ajv'
import { actionSchema, copySchema, type Action, type Copy } from '../../src/engine'

export interface HeroProps {
  /** Short line above the title (optional). */
  eyebrow?: Copy
  /** The page's main heading (rendered as `<h1>`). */
  title: Copy
  /** One or two sentences under the title. */
  subtitle?: Copy
  /** Buttons under the text, in order; the first should be `primary`. One to three. */
  actions: Action[]
}

export const heroSchema: JSONSchemaType<HeroProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copySchema, nullable: true },
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, minItems: 1, maxItems: 3 },
  },
  required: ['title', 'actions'],
  additionalProperties: false,
}
