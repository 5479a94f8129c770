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
    tone: 'inverse',
  },
  /** Worst case: the longest realistic copy, the largest prices and the most features. */
  longest: {
    eyebrow: { id: 'fx.long.eyebrow', message: 'Oferta exclusiva por tempo limitado' },
    title: {
      id: 'fx.long.title',
      message: 'Loja virtual completa com inteligência artificial e integração ao seu ERP',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Tudo incluso: implantação, migração do catálogo, treinamento da equipe e suporte especializado em horário estendido.',
    },
    oldPrice: 15000,
    setupPrice: 12500,
    monthlyPrice: 1999.9,
    features: [
      { id: 'fx.long.f1', message: 'Taxa zero sobre as vendas, para sempre' },
      { id: 'fx.long.f2', message: 'Produtos, categorias e variações ilimitados' },
      { id: 'fx.long.f3', message: 'Integração com marketplaces, ERPs e meios de pagamento' },
      { id: 'fx.long.f4', message: 'Assistente de vendas com inteligência artificial no WhatsApp' },
      { id: 'fx.long.f5', message: 'Certificado de segurança, backups diários e conformidade com a LGPD' },
      { id: 'fx.long.f6', message: 'Relatórios de desempenho e recomendações mensais de um especialista' },
    ],
    action: { label: { id: 'fx.long.cta', message: 'Quero a minha loja virtual completa' }, href: '#ecommerce-form' },
  },
}
