import type { JSONSchemaType } from 'ajv'
import { copySchema, hrefSchema, publicFileSchema, type Copy, type Href } from '../../src/engine'

export interface TransformCard {
  /** The card's text, e.g. "Crie uma IA do seu jeito, para o seu negócio". */
  text: Copy
  /** Where the whole card links to. */
  href: Href
  /** Decorative icon under `public/icons/`. */
  icon: string
}

export interface TransformCardsProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The cards, one to four. */
  cards: TransformCard[]
}

export const transformCardsSchema: JSONSchemaType<TransformCardsProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        properties: { text: copySchema, href: hrefSchema, icon: publicFileSchema },
        required: ['text', 'href', 'icon'],
        additionalProperties: false,
      },
    },
  },
  required: ['title', 'cards'],
  additionalProperties: false,
}
