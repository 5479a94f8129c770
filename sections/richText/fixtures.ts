import type { RichTextProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, RichTextProps> = {
  full: {
    eyebrow: copy('eyebrow'),
    title: copy('title'),
    paragraphs: [copy('p1'), copy('p2')],
    bullets: [copy('b1'), copy('b2'), copy('b3')],
    actions: [{ label: copy('quote'), href: '/contato' }],
    image: { src: 'about/studio-sao-paulo.jpg', decorative: true },
    tone: 'muted',
  },
  pageTitle: { title: copy('Política de privacidade'), pageTitle: true, paragraphs: [copy('intro')] },
  paragraphsOnly: { paragraphs: [copy('only')] },
  brandCentered: {
    title: { id: 'fx.t', message: 'Vamos crescer juntos' },
    paragraphs: [{ id: 'fx.p', message: 'Conte a sua ideia: em até dois dias úteis um especialista retorna.' }],
    actions: [{ label: { id: 'fx.a', message: 'Quero tirar minha ideia do papel' }, href: '/contato' }],
    tone: 'brand',
    centered: true,
  },
  /** Worst case: every field, the longest realistic copy and the most actions (three). */
  longest: {
    eyebrow: { id: 'fx.long.eyebrow', message: 'Responsabilidade socioambiental e governança corporativa' },
    title: {
      id: 'fx.long.title',
      message: 'Desburocratização e interoperabilidade: como a tecnologia aproxima pessoas e serviços',
    },
    paragraphs: [
      {
        id: 'fx.long.p1',
        message:
          'Acreditamos que a tecnologia só cumpre o seu papel quando simplifica a vida de quem a usa. Por isso, cada projeto começa com entrevistas, observação do dia a dia e a identificação das tarefas repetitivas que consomem o tempo das equipes.',
      },
      {
        id: 'fx.long.p2',
        message:
          'Com esse diagnóstico, desenhamos soluções que integram sistemas existentes, eliminam retrabalho e oferecem indicadores claros para a tomada de decisão, sempre com atenção à segurança da informação e à Lei Geral de Proteção de Dados (LGPD).',
      },
      {
        id: 'fx.long.p3',
        message:
          'O acompanhamento não termina na entrega: medimos os resultados, ouvimos os usuários e evoluímos o produto em ciclos curtos, com um time que conhece o seu negócio.',
      },
    ],
    bullets: [
      {
        id: 'fx.long.b1',
        message: 'Atendimento consultivo do diagnóstico à operação, com um gerente de projetos dedicado',
      },
      {
        id: 'fx.long.b2',
        message: 'Documentação técnica completa, transferência de conhecimento e treinamentos para a sua equipe',
      },
      {
        id: 'fx.long.b3',
        message: 'Monitoramento contínuo, relatórios mensais de desempenho e suporte em horário estendido',
      },
      {
        id: 'fx.long.b4',
        message: 'Conformidade com a LGPD, auditorias de segurança e testes automatizados em cada entrega',
      },
    ],
    actions: [
      { label: { id: 'fx.long.a1', message: 'Solicite um orçamento personalizado' }, href: '/contato' },
      {
        label: { id: 'fx.long.a2', message: 'Conheça todos os nossos serviços' },
        href: '#servicos',
        variant: 'secondary',
      },
      {
        label: { id: 'fx.long.a3', message: 'Leia a nossa política de privacidade' },
        href: '/politica-de-privacidade',
        variant: 'ghost',
      },
    ],
    image: {
      src: 'about/studio-sao-paulo.jpg',
      alt: { id: 'fx.long.alt', message: 'Ilustração de uma rede de sistemas conectados' },
    },
    tone: 'inverse',
    centered: true,
  },
}
