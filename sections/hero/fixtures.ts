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
  /** The home's: split, the art beside the text from 1024 px. */
  splitWithArt: {
    eyebrow: { id: 'fx.eyebrow', message: 'Fábrica de software e IA' },
    title: { id: 'fx.title', message: 'Tecnologia sob medida para o seu negócio crescer' },
    subtitle: {
      id: 'fx.subtitle',
      message: 'Criamos software, aplicativos e inteligência artificial, do primeiro protótipo à operação em escala.',
    },
    actions: [
      { label: { id: 'fx.a1', message: 'Fale com a gente' }, href: '/contato' },
      { label: { id: 'fx.a2', message: 'Nossos serviços' }, href: '#servicos' },
      { label: { id: 'fx.a3', message: 'Produtos' }, href: '/produtos-de-ia' },
    ],
    proof: [
      { id: 'fx.proof1', message: 'Mais de 120 projetos entregues' },
      { id: 'fx.proof2', message: 'Há mais de 10 anos no mercado' },
    ],
    image: {
      src: 'hero/product-and-ai.png',
      alt: { id: 'fx.alt', message: 'Telas de produtos em volta de um símbolo de IA' },
    },
  },
  centered: {
    variant: 'centered',
    tone: 'light',
    eyebrow: { id: 'fx.eyebrow', message: 'Plataforma de dados' },
    title: { id: 'fx.title', message: 'Todos os seus dados num painel só' },
    subtitle: { id: 'fx.subtitle', message: 'Indicadores em tempo real, sem planilhas paralelas.' },
    proof: [
      { id: 'fx.proof1', message: 'Mais de 120 projetos entregues' },
      { id: 'fx.proof2', message: 'Há mais de 10 anos no mercado' },
    ],
    replyTime: true,
    actions: [
      { label: { id: 'fx.a1', message: 'Agende uma demonstração' }, href: '/contato' },
      { label: { id: 'fx.a2', message: 'Ver o produto' }, href: '/produtos-de-ia' },
    ],
    image: { src: 'work/data-platform.png', alt: { id: 'fx.alt', message: 'Painel com indicadores e gráficos' } },
  },
  media: {
    variant: 'media',
    eyebrow: { id: 'fx.eyebrow', message: 'Quem somos' },
    title: { id: 'fx.title', message: 'Engenharia de software e IA que move negócios' },
    subtitle: { id: 'fx.subtitle', message: 'Um time brasileiro que une estratégia, design e tecnologia.' },
    actions: [
      { label: { id: 'fx.a1', message: 'Conheça o time' }, href: '/quem-somos' },
      { label: { id: 'fx.a2', message: 'Fale com a gente' }, href: '/contato' },
    ],
    image: { src: 'about/studio-sao-paulo.jpg', decorative: true },
  },
  brandCentered: {
    variant: 'centered',
    tone: 'brand',
    title: { id: 'fx.title', message: 'Black Friday: a sua loja pronta em 30 dias' },
    actions: [{ label: { id: 'fx.a1', message: 'Quero a minha loja' }, href: '/servicos/e-commerce' }],
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
    proof: [
      { id: 'fx.long.proof1', message: 'Mais de 120 projetos entregues no Brasil e no exterior' },
      { id: 'fx.long.proof2', message: 'Há mais de 10 anos desenvolvendo software' },
      { id: 'fx.long.proof3', message: 'Squads dedicados e especialistas sob demanda' },
      { id: 'fx.long.proof4', message: 'Adequação à LGPD' },
    ],
  },
}
