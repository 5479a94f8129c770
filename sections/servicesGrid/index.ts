import { defineSection } from '../../src/engine'
import { servicesGridSchema } from './schema'
import { ServicesGrid } from './ServicesGrid'

/** A grid of service cards, each linking to its service page. */
export const servicesGrid = defineSection({
  type: 'servicesGrid',
  schema: servicesGridSchema,
  Component: ServicesGrid,
  cardGrid: true,
})
