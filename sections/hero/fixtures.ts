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
  /** Worst case: the longest realistic copy (long words included) and the most actions. */
  longest: {
    eyebrow: { id: 'fx.long.eyebrow', message: 'Fábrica de software, inteligência artificial e transformação digital' },
    title: {
      id: 'fx.long.title',
      message: 'Interoperabilidade e hiperautomação sob medida para empresas que não podem parar',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Do protótipo à operação em escala: planejamos, desenvolvemos e mantemos plataformas web, aplicativos e soluções de inteligência artificial com um time dedicado, métricas claras e entregas quinzenais acompanhadas de perto por você.',
    },
    actions: [
      { label: { id: 'fx.long.a1', message: 'Solicite um orçamento personalizado' }, href: '/contato' },
      {
        label: { id: 'fx.long.a2', message: 'Conheça todos os nossos serviços' },
        href: '#servicos',
        variant: 'secondary',
      },
      {
        label: { id: 'fx.long.a3', message: 'Produtos de inteligência artificial' },
        href: '/produtos-de-ia',
        variant: 'ghost',
      },
    ],
  },
}
