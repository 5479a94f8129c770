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
        photo: { src: 'people/camila-duarte.png', decorative: true },
      },
    ],
  },
  /** The first quote large beside its author's portrait, the others in columns under it. */
  featured: {
    title: { id: 'fx.t', message: 'Depoimentos' },
    variant: 'featured',
    items: [
      {
        quote: {
          id: 'fx.fq1',
          message:
            'Precisávamos de dois desenvolvedores mobile com urgência. Em três dias úteis já estávamos entrevistando.',
        },
        name: 'Mariana Costa',
        role: { id: 'fx.fr1', message: 'Gerente de engenharia' },
        company: 'Everpay',
        photo: { src: 'people/mariana-costa.png', decorative: true },
      },
      {
        quote: { id: 'fx.q2', message: 'Rápidos.' },
        name: 'Rafael Lima',
        role: { id: 'fx.r2', message: 'Gerente' },
        photo: { src: 'people/rafael-lima.png', decorative: true },
      },
      { quote: { id: 'fx.q3', message: 'Recomendo.' }, name: 'Carla Dias', role: { id: 'fx.r3', message: 'CEO' } },
    ],
  },
  one: {
    title: { id: 'fx.t', message: 'Depoimento' },
    tone: 'muted',
    items: [{ quote: { id: 'fx.q1', message: 'Ótimo time.' }, name: 'Ana', role: { id: 'fx.r1', message: 'CTO' } }],
  },
  /** Worst case: the longest realistic copy and the most testimonials (six). */
  longest: {
    title: { id: 'fx.long.t', message: 'Depoimentos de clientes que transformaram os seus negócios com a Nuvora' },
    subtitle: {
      id: 'fx.long.ts',
      message: 'Empresas de varejo, saúde, finanças e logística contam como foi trabalhar com o nosso time.',
    },
    items: [1, 2, 3, 4, 5, 6].map((n) => ({
      quote: {
        id: `fx.long.q${n}`,
        message:
          'A equipe da Nuvora entendeu o nosso negócio desde a primeira reunião. Em três meses integramos o ERP, o e-commerce e o atendimento, e hoje tomamos decisões com dados atualizados em tempo real, sem planilhas paralelas nem retrabalho.',
      },
      name: 'Maria Fernanda Albuquerque de Vasconcellos',
      role: { id: `fx.long.r${n}`, message: 'Diretora de Operações e Transformação Digital' },
      company: 'Lumina Varejo e Comércio Eletrônico S.A.',
      ...(n % 2 === 0 ? { photo: { src: 'people/camila-duarte.png', decorative: true as const } } : {}),
    })),
  },
}
