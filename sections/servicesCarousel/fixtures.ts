import { services } from '../../content/services'
import { fixtures as servicesGridFixtures } from '../servicesGrid/fixtures'
import type { ServicesCarouselProps } from './schema'

export const fixtures: Record<string, ServicesCarouselProps> = {
  aboutServices: {
    title: { id: 'fx.services', message: 'Nossos serviços' },
    subtitle: { id: 'fx.services-sub', message: 'Do protótipo à operação.' },
    services: [
      services.ai,
      services.web,
      services.mobile,
      services.design,
      services.softwareMaintenance,
      services.outsourcing,
      services.apis,
    ],
  },
  muted: {
    title: { id: 'fx.services', message: 'Nossos serviços' },
    tone: 'muted',
    services: [services.ai, services.web, services.mobile, services.design, services.apis],
  },
  oneService: { title: { id: 'fx.services', message: 'Nossos serviços' }, services: [services.web] },
  /** Worst case: the grid's (the same service cards, longest copy and all eight icons). */
  longest: servicesGridFixtures.longest!,
}
