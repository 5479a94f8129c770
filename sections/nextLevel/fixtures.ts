import type { NextLevelProps } from './schema'

export const fixtures: Record<string, NextLevelProps> = {
  fixedContact: {
    title: { id: 'fx.n', message: 'Próximo nível' },
    actions: [{ label: { id: 'fx.b', message: 'Fale conosco' }, href: '/pt-br/contato' }],
  },
}
