import type { JSONSchemaType } from 'ajv'
import { copySchema, hrefSchema, publicFileSchema, toneSchema, type Copy, type Href, type Tone } from '../../src/engine'

export interface Feature {
  /** Decorative icon under `public/icons/`. */
  icon?: string
  /** The feature's name. */
  title: Copy
  /** One or two sentences about it. */
  text?: Copy
  /** Makes the whole card a link. */
  href?: Href
}

export interface FeatureGridProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The cards, in order. */
  items: Feature[]
  /** Cards per row on wide screens (default 3). */
  columns?: 2 | 3 | 4 | 5
  /** Background (default `white`). */
  tone?: Tone
}

export const featureGridSchema: JSONSchemaType<FeatureGridProps> = {
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
          icon: { ...publicFileSchema, nullable: true },
          title: copySchema,
          text: { ...copySchema, nullable: true },
          href: { ...hrefSchema, nullable: true },
        },
        required: ['title'],
        additionalProperties: false,
      },
    },
    columns: { type: 'integer', enum: [2, 3, 4, 5], nullable: true },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'items'],
  additionalProperties: false,
}
