import type { EcommerceFormProps } from './schema'

export const fixtures: Record<string, EcommerceFormProps> = {
  offer: { title: { id: 'fx.t', message: 'Quero minha loja' } },
}
