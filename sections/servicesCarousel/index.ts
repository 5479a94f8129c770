import { defineSection } from '../../src/engine'
import { servicesCarouselSchema } from './schema'
import { ServicesCarousel } from './ServicesCarousel'

/** A carousel of service cards (4 / 2 / 1 per view), each linking to its service page. */
export const servicesCarousel = defineSection({
  type: 'servicesCarousel',
  schema: servicesCarouselSchema,
  Component: ServicesCarousel,
  interactive: true,
  cardGrid: true,
})
