import type { TransformCardsProps } from './schema'

export const fixtures: Record<string, TransformCardsProps> = {
  threeCards: {
    title: { id: 'fx.t', message: 'Transforme' },
    cards: [
      { text: { id: 'fx.c1', message: 'IA' }, href: '/inteligencia-artificial', icon: 'brain-circuit' },
      { text: { id: 'fx.c2', message: 'App' }, href: '/fabrica-de-software', icon: 'smartphone' },
      { text: { id: 'fx.c3', message: 'Time' }, href: '/contrate', icon: 'users' },
    ],
  },
  inverseTwo: {
    title: { id: 'fx.t', message: 'Por onde começar' },
    tone: 'inverse',
    cards: [
      {
        text: { id: 'fx.c1', message: 'Crie uma IA do seu jeito' },
        href: '/inteligencia-artificial',
        icon: 'sparkles',
      },
      { text: { id: 'fx.c2', message: 'Alugue profissionais' }, href: '/contrate', icon: 'users' },
    ],
  },
  /** Worst case: the longest realistic copy and the most cards (four). */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Transforme a sua operação com tecnologia sob medida e inteligência artificial',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Escolha por onde começar: cada frente tem um time especializado, metodologia própria e acompanhamento contínuo dos resultados.',
    },
    cards: [
      {
        text: { id: 'fx.long.c1', message: 'Inteligência artificial generativa e automação de processos' },
        href: '/inteligencia-artificial',
        icon: 'brain-circuit',
      },
      {
        text: { id: 'fx.long.c2', message: 'Aplicativos multiplataforma para iOS e Android' },
        href: '/fabrica-de-software',
        icon: 'smartphone',
      },
      {
        text: { id: 'fx.long.c3', message: 'Profissionais de tecnologia alocados no seu time' },
        href: '/contrate',
        icon: 'users',
      },
      {
        text: { id: 'fx.long.c4', message: 'Hiperpersonalização e interoperabilidade de sistemas' },
        href: '/contato',
        icon: 'brain-circuit',
      },
    ],
  },
}
