import { msg } from '@lingui/core/macro'
import type { Service } from './models/services'

/** The spec's service ids. */
export type ServiceId =
  'web' | 'mobile' | 'softwareMaintenance' | 'outsourcing' | 'apis' | 'design' | 'ecommerce' | 'ai'

/** Every service the company sells, by the spec's id. */
export const services: Record<ServiceId, Service> = {
  web: {
    id: 'web',
    slug: 'plataforma-web',
    title: msg`Plataformas web`,
    description: msg`Sistemas web sob medida, rápidos e seguros, que crescem com o seu negócio.`,
    icon: 'app-window',
  },
  mobile: {
    id: 'mobile',
    slug: 'aplicativos-mobile',
    title: msg`Aplicativos mobile`,
    description: msg`Apps nativos e multiplataforma para iOS e Android, do protótipo à loja.`,
    icon: 'smartphone',
  },
  softwareMaintenance: {
    id: 'softwareMaintenance',
    slug: 'manutencao-de-software',
    title: msg`Manutenção de software`,
    description: msg`Evolução, correções e monitoramento contínuo do software que você já tem.`,
    icon: 'wrench',
  },
  outsourcing: {
    id: 'outsourcing',
    slug: 'outsourcing',
    title: msg`Outsourcing`,
    description: msg`Profissionais de tecnologia alocados no seu time, com gestão da nossa parte.`,
    icon: 'users',
  },
  apis: {
    id: 'apis',
    slug: 'apis',
    title: msg`Integração de APIs`,
    description: msg`Conectamos seus sistemas, parceiros e meios de pagamento com APIs robustas.`,
    icon: 'plug',
  },
  design: {
    id: 'design',
    slug: 'design',
    title: msg`Design UI/UX`,
    description: msg`Interfaces claras e acessíveis, desenhadas com pesquisa e testes com usuários.`,
    icon: 'pen-tool',
  },
  ecommerce: {
    id: 'ecommerce',
    slug: 'e-commerce',
    title: msg`Plataformas de e-commerce`,
    description: msg`Lojas virtuais completas, sem taxa sobre as vendas e com produtos ilimitados.`,
    icon: 'shopping-cart',
  },
  ai: {
    id: 'ai',
    slug: 'inteligencia-artificial',
    title: msg`Inteligência artificial`,
    description: msg`Soluções de IA sob medida: automação, assistentes e análise de dados para decidir melhor.`,
    icon: 'sparkles',
  },
}

/** The services in the order menus, footer and grid show them. */
export const serviceList: Service[] = [
  services.web,
  services.mobile,
  services.softwareMaintenance,
  services.outsourcing,
  services.apis,
  services.design,
  services.ecommerce,
  services.ai,
]
