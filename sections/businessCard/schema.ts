import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, type Copy, type ImageSlot } from '../../src/engine'
import { businessContactSchema, type BusinessContact } from '../../content/models/businessContact'

/** The portrait above the name: a 128 px circle, so sources of 256 px or more. */
export const cardPhotoSlot: ImageSlot = { name: 'businessCard.photo', sizes: '128px', aspect: 1 }

export interface BusinessCardProps {
  /** The person on the card: name, role, contacts and link tiles (see `content/ceo.ts`). */
  contact: BusinessContact
  /** One sentence under the name, e.g. what the company does. */
  tagline?: Copy
}

export const businessCardSchema: JSONSchemaType<BusinessCardProps> = {
  type: 'object',
  properties: {
    contact: {
      ...businessContactSchema,
      properties: { ...businessContactSchema.properties, photo: imageSchema(cardPhotoSlot) },
    },
    tagline: { ...copySchema, nullable: true },
  },
  required: ['contact'],
  additionalProperties: false,
}
