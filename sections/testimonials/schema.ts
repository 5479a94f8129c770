import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type Image, type ImageSlot, type Tone } from '../../src/engine'

/** The author's portrait beside their name: a 48 px circle, so sources of 96 px or more. */
export const testimonialPhotoSlot: ImageSlot = { name: 'testimonials.photo', sizes: '48px', aspect: 1 }

export interface Testimonial {
  /** What the person said, without quotation marks (they are added). */
  quote: Copy
  /** The person's name (a proper noun: not translated). */
  name: string
  /** Their role, e.g. "CTO". */
  role: Copy
  /** Their company (a proper noun: not translated). */
  company?: string
  /**
   * The author's portrait (`people/<name>.jpg` in `content/media/`), square, shown as a 48 px circle beside the
   * name, so the check asks a source at least 96 px wide; `decorative: true` (the name is printed beside it).
   * Without it their initials are shown.
   */
  photo?: Image
}

export interface TestimonialsProps {
  /** Section heading, e.g. "O que dizem nossos clientes". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The testimonials, in order; three read best (one is shown alone, large). */
  items: Testimonial[]
  /** The surface (default `light`). */
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
          photo: { ...imageSchema(testimonialPhotoSlot), nullable: true },
        },
        required: ['quote', 'name', 'role'],
        additionalProperties: false,
      },
    },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'items'],
  additionalProperties: false,
}
