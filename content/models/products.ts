import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, copySchema, type Copy, imageSchema, type Image } from '../../src/engine/content'

/** One of the company's own AI products, shown on `/{locale}/produtos-de-ia` with a link to its site. */
export interface AiProduct {
  /** Stable id; also the name of its picture under `content/media/products/`. */
  id: string
  /** Brand name of the product (a proper noun: not translated). */
  name: string
  /** What the product is, in a few words ("IA de vendas"). */
  title: Copy
  /** One or two sentences on what it does for the customer. */
  description: Copy
  /**
   * The product's picture (`products/<id>.png` in `content/media/`: a screen of the product, an illustration),
   * shown at the top of its card cropped to 16:10, with alt text saying what it shows. Up to 588 px wide (two columns
   * at 1280 px), so the check asks a source at least 1,176 px wide.
   */
  image: Image
  /** The product's own site; opens in a new tab. */
  link: string
}

export const aiProductSchema: JSONSchemaType<AiProduct> = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]+$' },
    name: { type: 'string', minLength: 1 },
    title: copyOf({ max: COPY_LIMITS.heading }),
    description: copySchema,
    image: imageSchema(),
    link: { type: 'string', pattern: '^https://' },
  },
  required: ['id', 'name', 'title', 'description', 'image', 'link'],
  additionalProperties: false,
}
