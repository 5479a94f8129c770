import type { ProductGridProps } from './schema'

const product = (id: string, name: string) => ({
  id,
  name,
  title: { id: `fx.${id}.title`, message: `IA ${name}` },
  description: { id: `fx.${id}.text`, message: `Sobre ${name}` },
  img: `/products/${id}.svg`,
  link: `https://${id}.nuvora.example`,
})

export const fixtures: Record<string, ProductGridProps> = {
  twoProducts: {
    title: { id: 'fx.products', message: 'Produtos' },
    subtitle: { id: 'fx.products.sub', message: 'Feitos por nós' },
    products: [product('vendai', 'Vendaí'), product('lumi', 'Lumi')],
  },
  mutedOne: { title: { id: 'fx.products', message: 'Produtos' }, tone: 'muted', products: [product('pauta', 'Pauta')] },
}
