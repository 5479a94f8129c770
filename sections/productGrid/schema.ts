import type { JSONSchemaType } from 'ajv'
import { headingFields, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { aiProductSchema, type AiProduct } from '../../content/models/products'
import { gridImageSizes } from '../shared/gridSizes'

/**
 * A product card's picture, 16:10, the card's full width: one column on phones, two from 640 px, then two, three or
 * four (`columns`) 24 px apart in the page's content column. One slot serves every column count, so it is sized for
 * the widest cards (two columns): with three or four a desktop gets a file up to 1.5 or 2 times its box. Up to
 * 588 px wide (two columns at 1280 px), so sources of 1,176 px or more.
 */
export const productImageSlot: ImageSlot = {
  name: 'productGrid.image',
  sizes: gridImageSizes(
    [
      { minWidth: 0, count: 1 },
      { minWidth: 640, count: 2 },
    ],
    24,
  ),
  aspect: 16 / 10,
}

/** Cards per row on wide screens. */
export type ProductGridColumns = 2 | 3 | 4

export const PRODUCT_GRID_DEFAULT_COLUMNS: ProductGridColumns = 3
export const PRODUCT_GRID_DEFAULT_TONE: Tone = 'light'

export interface ProductGridProps {
  /** Section heading, e.g. "Nossos produtos de IA". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The product cards, in order (from `content/products.ts`); each links to the product's site in a new tab. */
  products: AiProduct[]
  /**
   * Cards per row on wide screens: `2` (large showcase cards), `3` (default, from 1024 px) or `4` (compact, from
   * 1280 px). Phones show one card per row and tablets two, whatever it is.
   */
  columns?: ProductGridColumns
  /**
   * The surface the section is painted on: `light` (default, white), `muted` (warm sand), `inverse` (deep ink) or
   * `brand` (coral). The cards stay raised on it.
   */
  tone?: Tone
}

export const productGridSchema: JSONSchemaType<ProductGridProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    products: {
      type: 'array',
      items: {
        ...aiProductSchema,
        properties: { ...aiProductSchema.properties, image: imageSchema(productImageSlot) },
      },
      minItems: 1,
    },
    columns: { type: 'integer', enum: [2, 3, 4], nullable: true, default: PRODUCT_GRID_DEFAULT_COLUMNS },
    tone: { ...toneSchema, nullable: true, default: PRODUCT_GRID_DEFAULT_TONE },
  },
  required: ['title', 'products'],
  additionalProperties: false,
}
