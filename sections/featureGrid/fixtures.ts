import type { IconName } from '../../src/design/iconNames'
import type { FeatureGridProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, FeatureGridProps> = {
  /** Five cards in three columns: the last row's two are centred. */
  fiveBenefits: {
    title: copy('Benefícios'),
    tone: 'muted',
    items: (['workflow', 'chart-line', 'sliders-horizontal', 'piggy-bank', 'zap'] as const).map((icon, index) => ({
      icon,
      title: copy('abcde'[index]!),
      text: copy(`${'abcde'[index]!}-text`),
    })),
  },
  linkedCards: {
    title: copy('Serviços'),
    tone: 'inverse',
    items: [{ title: copy('Web'), href: '/servicos/plataforma-web' }],
  },
  /** Text-only cards (numbered), four per row from 1280 px. */
  numberedFour: {
    title: { id: 'fx.why', message: 'Por que contratar com a Nuvora' },
    columns: 4,
    items: ['Rapidez', 'Profissionais avaliados', 'Flexibilidade', 'Sem burocracia'].map((title, index) => ({
      title: { id: `fx.why${index}`, message: title },
      text: { id: `fx.why${index}.text`, message: 'Candidatos avaliados em poucos dias, não em meses.' },
    })),
  },
  imageCards: {
    title: { id: 'fx.cases', message: 'Projetos recentes' },
    variant: 'image',
    columns: 3,
    // Illustrations: a product screen's words would show under 11 px in a 384 px card (the site's screens are laid
    // out for the 568–768 px places of caseStudies and mediaText).
    items: (['news/fintechs.jpg', 'news/ia-no-dia-a-dia.jpg', 'news/ia-noticia.jpg'] as const).map((src, index) => ({
      image: { src, decorative: true as const },
      title: { id: `fx.case${index}`, message: ['Crédito', 'Logística', 'Varejo'][index]! },
      text: { id: `fx.case${index}.text`, message: 'Uma plataforma sob medida, do protótipo à operação.' },
      href: '/fabrica-de-software',
    })),
  },
  statCards: {
    title: { id: 'fx.results', message: 'Resultados que medimos' },
    variant: 'stat',
    columns: 2,
    tone: 'inverse',
    items: [
      { stat: { id: 'fx.s1', message: '−38%' }, title: { id: 'fx.s1.t', message: 'tempo de análise de crédito' } },
      { stat: { id: 'fx.s2', message: '12 semanas' }, title: { id: 'fx.s2.t', message: 'do diagnóstico à produção' } },
    ],
  },
  /** Worst case: the longest realistic copy, the most columns (four) and two full rows plus a centred one. */
  longest: {
    title: { id: 'fx.long.title', message: 'Benefícios da hiperautomação para empresas de todos os tamanhos' },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Resultados medidos nos projetos que entregamos nos últimos anos, em setores como varejo, saúde, finanças e logística.',
    },
    columns: 4,
    items: (['workflow', 'piggy-bank', 'sliders-horizontal', 'chart-line', 'zap'] as IconName[]).flatMap((icon) =>
      [1, 2].map((row) => ({
        icon,
        title: { id: `fx.long.${icon}${row}`, message: 'Interoperabilidade entre sistemas' },
        text: {
          id: `fx.long.${icon}${row}.text`,
          message:
            'Processos repetitivos automatizados de ponta a ponta, com menos erros, menos retrabalho e equipes livres para o que exige julgamento.',
        },
        href: '/contato',
      })),
    ),
  },
}
