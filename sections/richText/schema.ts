import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  copySchema,
  pictureSchema,
  toneSchema,
  type Action,
  type Copy,
  type Picture,
  type Tone,
} from '../../src/engine'

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
  /** An image beside the text on wide screens (above it on phones). */
  image?: Picture
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
    image: { ...pictureSchema, nullable: true },
    tone: { ...toneSchema, nullable: true },
    centered: { type: 'boolean', nullable: true },
  },
  required: [],
  additionalProperties: false,
  minProperties: 1,
}
