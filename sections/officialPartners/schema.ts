import type { JSONSchemaType } from 'ajv'
import { brandLogoSchema, headingFields, toneSchema, type BrandLogo, type Copy, type Tone } from '../../src/engine'

export interface OfficialPartnersProps {
  /** Line shown before the logos, e.g. "Parceiro oficial". */
  title: Copy
  /** The partner brands (from `content/partners.ts`), one to four. */
  partners: BrandLogo[]
  /** The surface of the strip (default `light`, ruled off from the next block). */
  tone?: Tone
}

export const officialPartnersSchema: JSONSchemaType<OfficialPartnersProps> = {
  type: 'object',
  properties: {
    ...headingFields({ subtitle: false }),
    partners: { type: 'array', items: brandLogoSchema, minItems: 1, maxItems: 4 },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'partners'],
  additionalProperties: false,
}
