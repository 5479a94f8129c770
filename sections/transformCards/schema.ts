import type { JSONSchemaType } from 'ajv'
import { copySchema, headingFields, hrefSchema, toneSchema, type Copy, type Href, type Tone } from '../../src/engine'
import { ICON_NAMES, type IconName } from '../../src/design/iconNames'

export interface TransformCard {
  /** The card's text, e.g. "Crie uma IA do seu jeito, para o seu negócio". */
  text: Copy
  /** Where the whole card links to. */
  href: Href
  /** The card's icon: an icon of the site's set, see src/design/iconNames.ts (`brain-circuit`, `smartphone`). */
  icon: IconName
}

export interface TransformCardsProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The cards, one to four, side by side on wide screens (four only from 1280 px). */
  cards: TransformCard[]
  /** The surface (default `muted`: warm sand, the cards white on it). */
  tone?: Tone
}

export const transformCardsSchema: JSONSchemaType<TransformCardsProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        properties: { text: copySchema, href: hrefSchema, icon: { type: 'string', enum: [...ICON_NAMES] } },
        required: ['text', 'href', 'icon'],
        additionalProperties: false,
      },
    },
    tone: { ...toneSchema, nullable: true, default: 'muted' },
  },
  required: ['title', 'cards'],
  additionalProperties: false,
}
