import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'
import { businessContactSchema, type BusinessContact } from '../../content/models/businessContact'

export interface BusinessCardProps {
  /** The person on the card: name, role, contacts and link tiles (see `content/ceo.ts`). */
  contact: BusinessContact
  /** One sentence under the name, e.g. what the company does. */
  tagline?: Copy
}

export const businessCardSchema: JSONSchemaType<BusinessCardProps> = {
  type: 'object',
  properties: {
    contact: businessContactSchema,
    tagline: { ...copySchema, nullable: true },
  },
  required: ['contact'],
  additionalProperties: false,
}
