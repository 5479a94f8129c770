import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface Testimonial {
  /** What the person said, without quotation marks (they are added). */
  quote: Copy
  /** The person's name (a proper noun: not translated). */
  name: string
  /** Their role, e.g. "CTO". */
  role: Copy
  /** Their company (a proper noun: not translated). */
  company?: string
  /** Portrait under `public/`; without it their initials are shown. */
  photo?: string
}

export interface TestimonialsProps {
  /** Section heading, e.g. "O que dizem nossos clientes". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The testimonials, in order; three read best. */
  items: Testimonial[]
  /** Background (default `white`). */
  tone?: Tone
}

export const testimonialsSchema: JSONSchemaType<TestimonialsProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          quote: copySchema,
          name: { type: 'string', minLength: 1 },
          role: copySchema,
          company: { type: 'string', minLength: 1, nullable: true },
          photo: { ...publicFileSchema, nullable: true },
        },
        required: ['quote', 'name', 'role'],
        additionalProperties: false,
      },
    },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'items'],
  additionalProperties: false,
}
