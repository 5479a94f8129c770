import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, type Copy } from '../../src/config/common'

/** One of the company's own AI products, shown on `/{locale}/produtos-de-ia` with a link to its site. */
export interface AiProduct {
  /** Stable id; also the name of its image under `public/products/`. */
  id: string
  /** Brand name of the product (a proper noun: not translated). */
  name: string
  /** What the product is, in a few words ("IA de vendas"). */
  title: Copy
  /** One or two sentences on what it does for the customer. */
  description: Copy
  /** Illustration under `public/products/` (decorative: the card's text says it all). */
  img: string
  /** The product's own site; opens in a new tab. */
  link: string
}

export const aiProductSchema: JSONSchemaType<AiProduct> = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]+$' },
    name: { type: 'string', minLength: 1 },
    title: copySchema,
    description: copySchema,
    img: publicFileSchema,
    link: { type: 'string', pattern: '^https://' },
  },
  required: ['id', 'name', 'title', 'description', 'img', 'link'],
  additionalProperties: false,
}
