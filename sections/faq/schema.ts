import type { JSONSchemaType } from 'ajv'
import { copySchema, headingFields, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface FaqItem {
  /** The question, as the visitor would ask it. */
  question: Copy
  /** The answer, one short paragraph. */
  answer: Copy
}

export interface FaqProps {
  /** Section heading, e.g. "Perguntas frequentes". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** Questions and answers, in order; all start closed and one opens at a time. */
  items: FaqItem[]
  /** The surface (default `light`). */
  tone?: Tone
}

export const faqSchema: JSONSchemaType<FaqProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { question: copySchema, answer: copySchema },
        required: ['question', 'answer'],
        additionalProperties: false,
      },
    },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'items'],
  additionalProperties: false,
}
