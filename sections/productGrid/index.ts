import { defineSection } from '../../src/engine'
import { ProductGrid, productGridCopy } from './ProductGrid'
import { productGridSchema } from './schema'

/** A grid of product cards (image, name, what it is, description), each linking to the product's own site in a new tab. */
export const productGrid = defineSection({
  type: 'productGrid',
  schema: productGridSchema,
  Component: ProductGrid,
  copy: { name: 'products', messages: productGridCopy },
  cardGrid: true,
})
