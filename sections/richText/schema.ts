import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  copySchema,
  imageSchema,
  toneSchema,
  type Action,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'

/** Beside the text from 768 px (half the column, at most 448 px); above it, up to 448 px wide, below. */
export const richTextImageSlot: ImageSlot = {
  name: 'richText.image',
  sizes:
    '(min-width: 1024px) 448px, (min-width: 768px) calc(50vw - 2.75rem), (min-width: 480px) 448px, calc(100vw - 2rem)',
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
  /** An image beside the text on wide screens (above it on phones), at its own aspect, up to 448 px wide. */
  image?: Image
  /** Background (default `white`). */
  tone?: Tone
  /** Centre the text (default: left-aligned). */
  centered?: boolean
}

export const richTextSchema: JSONSchemaType<RichTextProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copySchema, nullable: true },
    title: { ...copySchema, nullable: true },
    pageTitle: { type: 'boolean', nullable: true },
    paragraphs: { type: 'array', items: copySchema, nullable: true },
    bullets: { type: 'array', items: copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, maxItems: 3, nullable: true },
    image: { ...imageSchema(richTextImageSlot), nullable: true },
    tone: { ...toneSchema, nullable: true },
    centered: { type: 'boolean', nullable: true },
  },
  required: [],
  additionalProperties: false,
  minProperties: 1,
}
