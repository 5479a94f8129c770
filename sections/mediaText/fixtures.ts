import type { MediaTextProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, MediaTextProps> = {
  caseStudy: {
    eyebrow: copy('eyebrow'),
    title: copy('title'),
    paragraphs: [copy('p1'), copy('p2')],
    bullets: [copy('b1'), copy('b2')],
    actions: [{ label: copy('action'), href: '/contato' }],
    image: { src: 'work/fintech-dashboard.png', alt: copy('alt') },
    caption: copy('caption'),
  },
  imageLeft: {
    title: copy('title'),
    paragraphs: [copy('p1')],
    image: { src: 'work/fintech-dashboard.png', decorative: true },
    imageSide: 'left',
    tone: 'muted',
  },
  inverse: {
    eyebrow: { id: 'fx.e', message: 'Exemplo de entrega' },
    title: { id: 'fx.t', message: 'Uma operação logística acompanhada em tempo real' },
    paragraphs: [
      { id: 'fx.p', message: 'Rotas, entregas e ocorrências num só painel, com alertas para o que foge do previsto.' },
    ],
    bullets: [
      { id: 'fx.b1', message: 'Integração com as transportadoras' },
      { id: 'fx.b2', message: 'Alertas por WhatsApp' },
    ],
    image: { src: 'work/logistics-ops.png', decorative: true },
    tone: 'inverse',
  },
  /** Worst case: the longest realistic copy, every field, two actions. */
  longest: {
    eyebrow: {
      id: 'fx.long.eyebrow',
      message: 'Estudo de caso: plataforma de crédito para uma fintech em expansão nacional',
    },
    title: {
      id: 'fx.long.title',
      message: 'Da planilha à plataforma: como reduzimos em 38% o tempo de análise de crédito sem aumentar o time',
    },
    paragraphs: [
      {
        id: 'fx.long.p1',
        message:
          'Em doze semanas, um squad dedicado de cinco pessoas substituiu planilhas e e-mails por um fluxo único, com regras de negócio versionadas, trilha de auditoria e integrações com os birôs de crédito que a equipe já usava.',
      },
      {
        id: 'fx.long.p2',
        message:
          'A interface foi desenhada com os analistas, em sessões quinzenais, e cada entrega foi medida contra os indicadores combinados no início do projeto.',
      },
    ],
    bullets: [
      { id: 'fx.long.b1', message: '38% menos tempo por análise, medido em produção durante três meses' },
      { id: 'fx.long.b2', message: 'Zero incidentes de segurança desde o lançamento, com auditoria externa' },
    ],
    actions: [
      { label: { id: 'fx.long.a1', message: 'Conversar com um especialista' }, href: '/contato' },
      { label: { id: 'fx.long.a2', message: 'Ver outros projetos' }, href: '/fabrica-de-software' },
    ],
    image: {
      src: 'work/fintech-dashboard.png',
      alt: {
        id: 'fx.long.alt',
        message: 'Tela da plataforma de crédito com a fila de propostas e o parecer automático',
      },
    },
    caption: { id: 'fx.long.caption', message: 'Plataforma de crédito em produção desde março de 2025' },
  },
}
