import { serviceList } from '../../content/services'
import type { IconName } from '../../src/design/iconNames'
import type { ServicesGridProps } from './schema'

const icons: IconName[] = [
  'app-window',
  'smartphone',
  'wrench',
  'users',
  'plug',
  'pen-tool',
  'shopping-cart',
  'sparkles',
]

/** A service with the longest realistic copy (fixture copy, not the content's). */
const longService = (icon: IconName, index: number) => ({
  id: `long${String.fromCharCode(65 + index)}`,
  slug: `servico-${index}`,
  title: { id: `fx.long.service${index}`, message: 'Interoperabilidade e integração de sistemas legados' },
  description: {
    id: `fx.long.service${index}.text`,
    message:
      'Conectamos ERPs, CRMs, meios de pagamento e parceiros com APIs documentadas, monitoramento contínuo e alertas, para que os seus dados circulem sem retrabalho nem planilhas paralelas.',
  },
  icon,
})

export const fixtures: Record<string, ServicesGridProps> = {
  allServices: { title: { id: 'fx.s', message: 'Serviços' }, services: serviceList },
  oneService: { title: { id: 'fx.s', message: 'Serviços' }, services: serviceList.slice(0, 1) },
  fourColumnsMuted: {
    title: { id: 'fx.s', message: 'Serviços' },
    columns: 4,
    tone: 'muted',
    services: serviceList.slice(0, 6),
  },
  /** Worst case: the longest realistic copy and the most services (every icon, eight). */
  longest: {
    title: { id: 'fx.long.title', message: 'Serviços de desenvolvimento, manutenção e inteligência artificial' },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Do diagnóstico à operação, um time multidisciplinar acompanha cada etapa do seu projeto com transparência e métricas.',
    },
    services: icons.map(longService),
  },
}
