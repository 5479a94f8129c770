import type { HeroProps } from './schema'

export const fixtures: Record<string, HeroProps> = {
  threeButtons: {
    eyebrow: { id: 'fx.eyebrow', message: 'Fábrica de software' },
    title: { id: 'fx.title', message: 'Software e IA sob medida' },
    subtitle: { id: 'fx.subtitle', message: 'Do protótipo à escala.' },
    actions: [
      { label: { id: 'fx.a1', message: 'Saiba mais' }, href: '/contato' },
      { label: { id: 'fx.a2', message: 'Nossos serviços' }, href: '#servicos' },
      { label: { id: 'fx.a3', message: 'Produtos' }, href: '/produtos-de-ia', variant: 'secondary' },
    ],
  },
  minimal: {
    title: { id: 'fx.title', message: 'Quem somos' },
    actions: [{ label: { id: 'fx.a1', message: 'Ver' }, href: '#servicos' }],
  },
}
