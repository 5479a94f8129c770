import { serviceList } from '../../content/services'
import type { ServicesGridProps } from './schema'

export const fixtures: Record<string, ServicesGridProps> = {
  allServices: { title: { id: 'fx.s', message: 'Serviços' }, services: serviceList },
  oneService: { title: { id: 'fx.s', message: 'Serviços' }, services: serviceList.slice(0, 1) },
}
