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
    tone: 'inverse',
    items: [{ title: copy('Web'), href: '/servicos/plataforma-web' }],
  },
  /** Worst case: the longest realistic copy, the most columns (five) and two full rows. */
  longest: {
    title: { id: 'fx.long.title', message: 'Benefícios da hiperautomação para empresas de todos os tamanhos' },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Resultados medidos nos projetos que entregamos nos últimos anos, em setores como varejo, saúde, finanças e logística.',
    },
    columns: 5,
    items: ['automation', 'cost', 'customization', 'decisions', 'productivity'].flatMap((icon) =>
      [1, 2].map((row) => ({
        icon: `/icons/benefit-${icon}.svg`,
        title: { id: `fx.long.${icon}${row}`, message: 'Interoperabilidade entre sistemas' },
        text: {
          id: `fx.long.${icon}${row}.text`,
          message:
            'Processos repetitivos automatizados de ponta a ponta, com menos erros, menos retrabalho e equipes livres para o que exige julgamento.',
        },
        href: '/contato',
      })),
    ),
  },
}
