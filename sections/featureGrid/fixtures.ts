import type { FeatureGridProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, FeatureGridProps> = {
  fiveBenefits: {
    title: copy('Benefícios'),
    columns: 5,
    items: ['a', 'b', 'c', 'd', 'e'].map((key) => ({
      icon: '/icons/service-ai.svg',
      title: copy(key),
      text: copy(`${key}-text`),
    })),
  },
  linkedCards: {
    title: copy('Serviços'),
    tone: 'dark',
    items: [{ title: copy('Web'), href: '/servicos/plataforma-web' }],
  },
}
