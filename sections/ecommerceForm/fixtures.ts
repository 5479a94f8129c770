import type { EcommerceFormProps } from './schema'

export const fixtures: Record<string, EcommerceFormProps> = {
  offer: { title: { id: 'fx.t', message: 'Quero minha loja' } },
  /** Worst case: the longest realistic copy. */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Quero a minha loja virtual completa, sem taxa sobre as vendas e com produtos ilimitados',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Preencha os dados abaixo: um especialista em comércio eletrônico entra em contato em até um dia útil para entender o seu catálogo, as formas de pagamento e a logística de entrega.',
    },
  },
}
