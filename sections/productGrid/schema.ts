import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { aiProductSchema, type AiProduct } from '../../content/models/products'

/**
 * A product card's picture, 16:10, the card's full width: one column on phones, two from 640 px, three from
 * 1024 px, gaps of 24 px, in the 1048 px column. Up to 398 px wide (a 430 px phone), so sources of 796 px or more.
 */
export const productImageSlot: ImageSlot = {
  name: 'productGrid.image',
  sizes:
    '(min-width: 1096px) 334px, (min-width: 1024px) calc(33.33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 2rem)',
  aspect: 16 / 10,
}

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
    products: {
      type: 'array',
      items: {
        ...aiProductSchema,
        properties: { ...aiProductSchema.properties, image: imageSchema(productImageSlot) },
      },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'products'],
  additionalProperties: false,
}
