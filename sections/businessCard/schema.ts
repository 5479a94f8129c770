import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { businessContactSchema, type BusinessContact } from '../../content/models/businessContact'

/** The portrait above the name: a 128 px circle, so sources of 256 px or more. */
export const cardPhotoSlot: ImageSlot = { name: 'businessCard.photo', sizes: '128px', aspect: 1 }

export const BUSINESS_CARD_DEFAULT_TONE: Tone = 'inverse'

export interface BusinessCardProps {
  /** The person on the card: name, role, contacts and link tiles (see `content/ceo.ts`). */
  contact: BusinessContact
  /** One sentence under the name, e.g. what the company does. */
  tagline?: Copy
  /**
   * The surface of the whole card page: `inverse` (default, deep ink under the brand's glow), `light` (white),
   * `muted` (warm sand) or `brand` (coral). The icons follow the text colour.
   */
  tone?: Tone
}

export const businessCardSchema: JSONSchemaType<BusinessCardProps> = {
  type: 'object',
  properties: {
    contact: {
      ...businessContactSchema,
      properties: { ...businessContactSchema.properties, photo: imageSchema(cardPhotoSlot) },
    },
    tagline: { ...copySchema, nullable: true },
    tone: { ...toneSchema, nullable: true, default: BUSINESS_CARD_DEFAULT_TONE },
  },
  required: ['contact'],
  additionalProperties: false,
}
