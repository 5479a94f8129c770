import type { JSONSchemaType } from 'ajv'
import { brandLogoSchema, copySchema, type BrandLogo, type Copy } from '../../src/engine'

export interface OfficialPartnersProps {
  /** Line shown before the logos, e.g. "Parceiro oficial". */
  title: Copy
  /** The partner brands (from `content/partners.ts`). */
  partners: BrandLogo[]
}

export const officialPartnersSchema: JSONSchemaType<OfficialPartnersProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    partners: { type: 'array', items: brandLogoSchema, minItems: 1, maxItems: 4 },
  },
  required: ['title', 'partners'],
  additionalProperties: false,
}
