import type { TestimonialsProps } from './schema'

export const fixtures: Record<string, TestimonialsProps> = {
  threeClients: {
    title: { id: 'fx.t', message: 'Depoimentos' },
    subtitle: { id: 'fx.ts', message: 'Quem contratou conta' },
    items: [
      {
        quote: { id: 'fx.q1', message: 'Ótimo time.' },
        name: 'Ana Souza',
        role: { id: 'fx.r1', message: 'CTO' },
        company: 'Everpay',
      },
      { quote: { id: 'fx.q2', message: 'Rápidos.' }, name: 'Bruno', role: { id: 'fx.r2', message: 'Gerente' } },
      {
        quote: { id: 'fx.q3', message: 'Recomendo.' },
        name: 'Carla Dias',
        role: { id: 'fx.r3', message: 'CEO' },
        photo: '/icons/transform-team.svg',
      },
    ],
  },
  one: {
    title: { id: 'fx.t', message: 'Depoimento' },
    tone: 'muted',
    items: [{ quote: { id: 'fx.q1', message: 'Ótimo time.' }, name: 'Ana', role: { id: 'fx.r1', message: 'CTO' } }],
  },
}
