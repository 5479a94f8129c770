import type { JSONSchemaType } from 'ajv'
import {
  copySchema,
  headingFields,
  imageSchema,
  toneSchema,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { imagePlace } from '../shared/imagePlace'

/** The author's portrait beside their name: a 48 px circle, so sources of 96 px or more. */
export const testimonialPhotoSlot: ImageSlot = { name: 'testimonials.photo', sizes: '48px', aspect: 1 }

/** The featured quote's portrait (`featured`): 128 px on phones, up to 352 px from 1024 px, so sources of 704 px or more. */
export const testimonialPortraitSlot: ImageSlot = {
  name: 'testimonials.portrait',
  sizes: '(min-width: 1024px) 352px, 128px',
  aspect: 1,
}

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
   * name (the featured quote's up to 352 px wide: give at least 704 px); `decorative: true` (the name is printed
   * beside it). Without it their initials are shown.
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
  /**
   * How they are shown (default `cards`): `cards` puts every quote in a card, two then three per row; `featured`
   * gives the first one the width, large, beside its author's portrait, and lists the others under it in quieter
   * columns (a media-and-text row that breaks a run of card grids). A single testimonial is always `featured`.
   */
  variant?: 'cards' | 'featured'
  /** The surface (default `light`). */
  tone?: Tone
}

/** The layout a block is shown in: one testimonial is always `featured`. */
export function testimonialsVariant({ items, variant }: TestimonialsProps): NonNullable<TestimonialsProps['variant']> {
  return items.length === 1 ? 'featured' : (variant ?? 'cards')
}

const photoIn = (slot: ImageSlot) => ({ properties: { photo: imagePlace(slot) } })
/**
 * The portraits' places: in a `featured` block the first (the featured quote's) is made for the large place and
 * the others for the 48 px circle they are shown in; in a card grid every one for the circle.
 */
const featuredPhotos = {
  properties: {
    items: { items: [photoIn(testimonialPortraitSlot)], additionalItems: photoIn(testimonialPhotoSlot) },
  },
}
const cardPhotos = { properties: { items: { items: photoIn(testimonialPhotoSlot) } } }
const isFeatured = {
  anyOf: [
    { properties: { variant: { const: 'featured' } }, required: ['variant'] },
    { properties: { items: { maxItems: 1 } } },
  ],
}

export const testimonialsSchema = {
  type: 'object',
  properties: {
    ...headingFields(),
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
          // The portrait's place (slot) follows the layout, below.
          photo: { ...imageSchema(), nullable: true },
        },
        required: ['quote', 'name', 'role'],
        additionalProperties: false,
      },
    },
    variant: { type: 'string', enum: ['cards', 'featured'], nullable: true, default: 'cards' },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'items'],
  additionalProperties: false,
  if: isFeatured,
  then: featuredPhotos,
  else: cardPhotos,
} as unknown as JSONSchemaType<TestimonialsProps>
