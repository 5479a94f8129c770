import type { JSONSchemaType } from 'ajv'
import { brandLogoSchema, headingFields, toneSchema, type BrandLogo, type Copy, type Tone } from '../../src/engine'

export interface LogoWallProps {
  /** Section heading, e.g. "Empresas que confiam na gente". */
  title: Copy
  /** The logos, in order (from `content/partners.ts`); each image's alt text is the brand name. */
  logos: BrandLogo[]
  /** The surface (default `light`); logos turn grey on light surfaces and into silhouettes on `inverse` and `brand`. */
  tone?: Tone
}

export const logoWallSchema: JSONSchemaType<LogoWallProps> = {
  type: 'object',
  properties: {
    ...headingFields({ subtitle: false }),
    logos: { type: 'array', items: brandLogoSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'logos'],
  additionalProperties: false,
}
