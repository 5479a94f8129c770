import type { JSONSchemaType } from 'ajv'
import { actionSchema, COPY_LIMITS, copyOf, copySchema, type Action, type Copy } from '../../src/engine/content'

/** One headed section of the privacy policy. */
export interface PolicySection {
  /** The section heading. */
  title: Copy
  /** Paragraphs before the list. */
  paragraphs: Copy[]
  /** An optional bulleted list after the paragraphs. */
  bullets?: Copy[]
  /** Optional buttons (e.g. write to the data protection officer). */
  actions?: Action[]
}

export const policySectionSchema: JSONSchemaType<PolicySection> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.heading }),
    paragraphs: { type: 'array', items: copySchema, minItems: 1 },
    bullets: { type: 'array', items: copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, nullable: true },
  },
  required: ['title', 'paragraphs'],
  additionalProperties: false,
}
