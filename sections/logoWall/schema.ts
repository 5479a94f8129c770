import type { JSONSchemaType } from 'ajv'
import { brandLogoSchema, copySchema, type BrandLogo, type Copy } from '../../src/engine'

export interface LogoWallProps {
  /** Section heading, e.g. "Empresas que confiam na gente". */
  title: Copy
  /** The logos, in order (from `content/partners.ts`); each image's alt text is the brand name. */
  logos: BrandLogo[]
}

export const logoWallSchema: JSONSchemaType<LogoWallProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    logos: { type: 'array', items: brandLogoSchema, minItems: 1 },
  },
  required: ['title', 'logos'],
  additionalProperties: false,
}
