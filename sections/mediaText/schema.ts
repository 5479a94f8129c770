import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  COPY_LIMITS,
  copyOf,
  copySchema,
  headingFields,
  imageSchema,
  toneSchema,
  type Action,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'

/**
 * Half the column from 1024 px (568 px at most); above the text, up to 672 px wide, on smaller screens. The
 * picture keeps its own shape (no crop).
 */
export const mediaTextImageSlot: ImageSlot = {
  name: 'mediaText.image',
  sizes:
    '(min-width: 1280px) 568px, (min-width: 1024px) calc(47.4vw - 38px), (min-width: 720px) 672px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
}

export interface MediaTextProps {
  /** Small line above the heading (the client, the product, the theme). */
  eyebrow?: Copy
  /** The heading (`<h2>`). */
  title: Copy
  /** Paragraphs, in order: what was done, how, what it changed. */
  paragraphs: Copy[]
  /** A short bulleted list after the paragraphs (results, deliverables). */
  bullets?: Copy[]
  /** Buttons after the text; the first is the main one. Up to two. */
  actions?: Action[]
  /**
   * The picture: a product screen, a case-study visual, a team photo. Shown whole, at its own shape, up to 672 px
   * wide, so the source must be at least 1,344 px wide.
   */
  image: Image
  /** A line under the picture saying what it shows or where it comes from. */
  caption?: Copy
  /** The picture's side on wide screens: `right` (default) or `left`. On phones it is always above the text. */
  imageSide?: 'left' | 'right'
  /** The surface (default `light`). */
  tone?: Tone
}

export const mediaTextSchema: JSONSchemaType<MediaTextProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    ...headingFields({ subtitle: false }),
    paragraphs: { type: 'array', items: copySchema, minItems: 1 },
    bullets: { type: 'array', items: copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, maxItems: 2, nullable: true },
    image: imageSchema(mediaTextImageSlot),
    caption: { ...copySchema, nullable: true },
    imageSide: { type: 'string', enum: ['left', 'right'], nullable: true, default: 'right' },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'paragraphs', 'image'],
  additionalProperties: false,
}
