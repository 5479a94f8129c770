import { services } from '../../content/services'
import type { ServicesCarouselProps } from './schema'

const icons = ['web', 'mobile', 'maintenance', 'outsourcing', 'apis', 'design', 'ecommerce', 'ai']

/** A service with the longest realistic copy (fixture copy, not the content's). */
const longService = (icon: string, index: number) => ({
  id: `long${String.fromCharCode(65 + index)}`,
  slug: `servico-${index}`,
  title: { id: `fx.long.service${index}`, message: 'Interoperabilidade e integração de sistemas legados' },
  description: {
    id: `fx.long.service${index}.text`,
    message:
      'Conectamos ERPs, CRMs, meios de pagamento e parceiros com APIs documentadas, monitoramento contínuo e alertas, para que os seus dados circulem sem retrabalho nem planilhas paralelas.',
  },
  icon: `/icons/service-${icon}.svg`,
})

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
  oneService: { title: { id: 'fx.services', message: 'Nossos serviços' }, services: [services.web] },
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
