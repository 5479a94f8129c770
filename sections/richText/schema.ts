import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  COPY_LIMITS,
  copyOf,
  copySchema,
  imageSchema,
  toneSchema,
  type Action,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'

/** Beside the text from 1024 px (half the column, 568 px at most); above it, up to 672 px wide, below. */
export const richTextImageSlot: ImageSlot = {
  name: 'richText.image',
  sizes:
    '(min-width: 1280px) 568px, (min-width: 1024px) calc(47.4vw - 38px), (min-width: 720px) 672px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
}

export interface RichTextProps {
  /** Small line above the heading. */
  eyebrow?: Copy
  /** The heading of this text. */
  title?: Copy
  /** Make the heading the page's title (`<h1>`); use once per page, on pages without a hero. */
  pageTitle?: boolean
  /** Paragraphs, in order. */
  paragraphs?: Copy[]
  /** A bulleted list after the paragraphs. */
  bullets?: Copy[]
  /** Buttons after the text. */
  actions?: Action[]
  /**
   * An image beside the text from 1024 px (above it on smaller screens), at its own aspect, shown up to 672 px
   * wide, so the source must be at least 1,344 px wide.
   */
  image?: Image
  /** The surface (default `light`). */
  tone?: Tone
  /** Centre the text (default: left-aligned); for a short text without an image, such as a closing line. */
  centered?: boolean
}

export const richTextSchema: JSONSchemaType<RichTextProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    title: { ...copyOf({ max: COPY_LIMITS.heading }), nullable: true },
    pageTitle: { type: 'boolean', nullable: true },
    paragraphs: { type: 'array', items: copySchema, nullable: true },
    bullets: { type: 'array', items: copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, maxItems: 3, nullable: true },
    image: { ...imageSchema(richTextImageSlot), nullable: true },
    tone: { ...toneSchema, nullable: true, default: 'light' },
    centered: { type: 'boolean', nullable: true },
  },
  required: [],
  additionalProperties: false,
  minProperties: 1,
}
