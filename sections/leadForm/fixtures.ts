import type { LeadFormProps } from './schema'

export const fixtures: Record<string, LeadFormProps> = {
  hire: { title: { id: 'fx.t', message: 'Encontre o seu profissional' }, successPath: '/pt-br/obrigado' },
}
