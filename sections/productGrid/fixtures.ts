import type { ProductGridProps } from './schema'

const product = (id: string, name: string) => ({
  id,
  name,
  title: { id: `fx.${id}.title`, message: `IA ${name}` },
  description: { id: `fx.${id}.text`, message: `Sobre ${name}` },
  image: { src: `products/${id}.png`, alt: { id: `fx.${id}.alt`, message: `Ilustração do ${name}` } },
  link: `https://${id}.nuvora.example`,
})

export const fixtures: Record<string, ProductGridProps> = {
  twoProducts: {
    title: { id: 'fx.products', message: 'Produtos' },
    subtitle: { id: 'fx.products.sub', message: 'Feitos por nós' },
    products: [product('vendai', 'Vendaí'), product('lumi', 'Lumi')],
    columns: 2,
  },
  fourColumnsInverse: {
    title: { id: 'fx.products', message: 'Produtos' },
    subtitle: { id: 'fx.products.sub', message: 'Feitos por nós' },
    columns: 4,
    tone: 'inverse',
    products: [
      product('vendai', 'Vendaí'),
      product('lumi', 'Lumi'),
      product('gestor', 'Gestor IA'),
      product('visage', 'Visage'),
    ],
  },
  mutedOne: { title: { id: 'fx.products', message: 'Produtos' }, tone: 'muted', products: [product('pauta', 'Pauta')] },
  /** Worst case: the longest realistic copy and every product (six). */
  longest: {
    title: { id: 'fx.long.products', message: 'Produtos de inteligência artificial prontos para o seu negócio' },
    subtitle: {
      id: 'fx.long.products.sub',
      message:
        'Soluções desenvolvidas e mantidas pela Nuvora, em uso por empresas de varejo, mídia, imóveis e atendimento.',
    },
    products: ['aluga', 'gestor', 'lumi', 'pauta', 'vendai', 'visage'].map((id) => ({
      ...product(id, 'Assistente Comercial Inteligente'),
      title: { id: `fx.long.${id}.title`, message: 'Hiperpersonalização de atendimento com inteligência artificial' },
      description: {
        id: `fx.long.${id}.text`,
        message:
          'Responde clientes a qualquer hora pelo WhatsApp e pelo site, qualifica oportunidades, agenda visitas e entrega relatórios semanais para a sua equipe comercial.',
      },
      link: `https://${id}-assistente-comercial.nuvora.example`,
    })),
  },
}
