import type { JSONSchemaType } from 'ajv'
import { copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'
import { aiProductSchema, type AiProduct } from '../../content/models/products'

export interface ProductGridProps {
  /** Section heading, e.g. "Nossos produtos de IA". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The product cards, in order (from `content/products.ts`); each links to the product's site in a new tab. */
  products: AiProduct[]
  /** Background (default `white`). */
  tone?: Tone
}

export const productGridSchema: JSONSchemaType<ProductGridProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    products: { type: 'array', items: aiProductSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'products'],
  additionalProperties: false,
}
