import { msg } from '@lingui/core/macro'
import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, type Copy } from '../config/common'

/** A service the company sells; its page lives at `/{locale}/servicos/{slug}`. */
export interface Service {
  /** Stable id, as in the spec (`web`, `mobile`, …). */
  id: ServiceId
  /** URL segment of the service page. */
  slug: string
  title: Copy
  description: Copy
  /** Icon under `public/icons/`. */
  icon: string
}

export const SERVICE_IDS = [
  'web',
  'mobile',
  'softwareMaintenance',
  'outsourcing',
  'apis',
  'design',
  'ecommerce',
  'ai',
] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

export const services: Record<ServiceId, Service> = {
  web: {
    id: 'web',
    slug: 'plataforma-web',
    title: msg`Plataformas web`,
    description: msg`Sistemas web sob medida, rápidos e seguros, que crescem com o seu negócio.`,
    icon: '/icons/service-web.svg',
  },
  mobile: {
    id: 'mobile',
    slug: 'aplicativos-mobile',
    title: msg`Aplicativos mobile`,
    description: msg`Apps nativos e multiplataforma para iOS e Android, do protótipo à loja.`,
    icon: '/icons/service-mobile.svg',
  },
  softwareMaintenance: {
    id: 'softwareMaintenance',
    slug: 'manutencao-de-software',
    title: msg`Manutenção de software`,
    description: msg`Evolução, correções e monitoramento contínuo do software que você já tem.`,
    icon: '/icons/service-maintenance.svg',
  },
  outsourcing: {
    id: 'outsourcing',
    slug: 'outsourcing',
    title: msg`Outsourcing`,
    description: msg`Profissionais de tecnologia alocados no seu time, com gestão da nossa parte.`,
    icon: '/icons/service-outsourcing.svg',
  },
  apis: {
    id: 'apis',
    slug: 'apis',
    title: msg`Integração de APIs`,
    description: msg`Conectamos seus sistemas, parceiros e meios de pagamento com APIs robustas.`,
    icon: '/icons/service-apis.svg',
  },
  design: {
    id: 'design',
    slug: 'design',
    title: msg`Design UI/UX`,
    description: msg`Interfaces claras e acessíveis, desenhadas com pesquisa e testes com usuários.`,
    icon: '/icons/service-design.svg',
  },
  ecommerce: {
    id: 'ecommerce',
    slug: 'e-commerce',
    title: msg`Plataformas de e-commerce`,
    description: msg`Lojas virtuais completas, sem taxa sobre as vendas e com produtos ilimitados.`,
    icon: '/icons/service-ecommerce.svg',
  },
  ai: {
    id: 'ai',
    slug: 'inteligencia-artificial',
    title: msg`Inteligência artificial`,
    description: msg`Soluções de IA sob medida: automação, assistentes e análise de dados para decidir melhor.`,
    icon: '/icons/service-ai.svg',
  },
}

/** The services in the order menus, footer and grid show them. */
export const serviceList: Service[] = SERVICE_IDS.map((id) => services[id])

export function servicePath(service: Service): string {
  return `/servicos/${service.slug}`
}

export const serviceSchema: JSONSchemaType<Service> = {
  type: 'object',
  properties: {
    id: { type: 'string', enum: SERVICE_IDS },
    slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
    title: copySchema,
    description: copySchema,
    icon: publicFileSchema,
  },
  required: ['id', 'slug', 'title', 'description', 'icon'],
  additionalProperties: false,
}
