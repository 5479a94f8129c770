import type { StatsProps } from './schema'

export const fixtures: Record<string, StatsProps> = {
  hireClaims: {
    title: { id: 'fx.stats', message: 'Em números' },
    stats: [
      { value: 1000, prefix: '+', label: { id: 'fx.pros', message: 'profissionais na rede' } },
      {
        value: 3,
        unit: { id: 'fx.days', message: 'dias úteis' },
        label: { id: 'fx.match', message: 'para encontrar um candidato' },
      },
    ],
  },
  darkUntitled: {
    tone: 'inverse',
    stats: [
      {
        value: 4.9,
        unit: { id: 'fx.of5', message: 'de 5' },
        label: { id: 'fx.rating', message: 'nota média dos clientes' },
      },
    ],
  },
  brandThree: {
    tone: 'brand',
    columns: 3,
    stats: [
      { value: 120, prefix: '+', label: { id: 'fx.projects', message: 'projetos entregues' } },
      { value: 12, label: { id: 'fx.years', message: 'anos de mercado' } },
      { value: 98, unit: { id: 'fx.pct', message: '%' }, label: { id: 'fx.onTime', message: 'das entregas no prazo' } },
    ],
    source: { id: 'fx.source', message: 'Registros de projetos da Nuvora, 2014 a 2026' },
  },
  /** Worst case: the longest realistic copy, the largest values and the most stats (four). */
  longest: {
    title: { id: 'fx.long.stats', message: 'Resultados que falam por si: a Nuvora em números desde a fundação' },
    stats: [
      {
        value: 1250000,
        prefix: '+',
        label: { id: 'fx.long.users', message: 'usuários atendidos pelos sistemas que desenvolvemos' },
      },
      {
        value: 15,
        unit: { id: 'fx.long.days', message: 'dias úteis' },
        label: { id: 'fx.long.delivery', message: 'do primeiro contato à primeira entrega em produção' },
      },
      {
        value: 4.9,
        unit: { id: 'fx.long.of5', message: 'de 5' },
        label: { id: 'fx.long.rating', message: 'nota média de satisfação dos clientes em pesquisas independentes' },
      },
      {
        value: 98.7,
        unit: { id: 'fx.long.percent', message: '% dos projetos' },
        label: { id: 'fx.long.onTime', message: 'entregues dentro do prazo e do orçamento combinados' },
      },
    ],
    source: {
      id: 'fx.long.source',
      message: 'Registros internos de projetos e pesquisas de satisfação respondidas pelos clientes de 2014 a 2026',
    },
  },
}
