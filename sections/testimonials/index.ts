import { defineSection } from '../../src/engine'
import { testimonialsSchema, testimonialsVariant } from './schema'
import { Testimonials } from './Testimonials'

/** Quotes from clients or professionals, each with the person's name, role and company. */
export const testimonials = defineSection({
  type: 'testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
  cardGrid: (props) => testimonialsVariant(props) === 'cards',
})
