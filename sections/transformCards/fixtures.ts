import type { TransformCardsProps } from './schema'

export const fixtures: Record<string, TransformCardsProps> = {
  threeCards: {
    title: { id: 'fx.t', message: 'Transforme' },
    cards: [
      { text: { id: 'fx.c1', message: 'IA' }, href: '/inteligencia-artificial', icon: '/icons/transform-ai.svg' },
      { text: { id: 'fx.c2', message: 'App' }, href: '/fabrica-de-software', icon: '/icons/transform-app.svg' },
      { text: { id: 'fx.c3', message: 'Time' }, href: '/contrate', icon: '/icons/transform-team.svg' },
    ],
  },
}
