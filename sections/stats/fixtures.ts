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
    tone: 'dark',
    stats: [
      {
        value: 4.9,
        unit: { id: 'fx.of5', message: 'de 5' },
        label: { id: 'fx.rating', message: 'nota média dos clientes' },
      },
    ],
  },
}
