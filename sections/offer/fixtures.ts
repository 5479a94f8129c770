import type { OfferProps } from './schema'

export const fixtures: Record<string, OfferProps> = {
  ecommerce: {
    eyebrow: { id: 'fx.eyebrow', message: 'Oferta' },
    title: { id: 'fx.title', message: 'Sua loja virtual' },
    subtitle: { id: 'fx.subtitle', message: 'Tudo incluso.' },
    oldPrice: 10000,
    setupPrice: 2500,
    monthlyPrice: 699,
    features: [
      { id: 'fx.f1', message: 'Taxa zero sobre as vendas' },
      { id: 'fx.f2', message: 'Produtos ilimitados' },
    ],
    action: { label: { id: 'fx.cta', message: 'Quero minha loja' }, href: '#ecommerce-form' },
  },
  noOldPrice: {
    title: { id: 'fx.title', message: 'Plano' },
    setupPrice: 0,
    monthlyPrice: 99.9,
    features: [{ id: 'fx.f1', message: 'Suporte' }],
    action: { label: { id: 'fx.cta', message: 'Contratar' }, href: '/contato' },
    tone: 'dark',
  },
}
