import type { AiNewsItem } from '../../content/models/aiNews'
import type { AiNewsListProps } from './schema'

export const fixtureItem: AiNewsItem = {
  slug: 'agua-e-energia',
  originalTitle: { id: 'fx.ai.original', message: 'Título do portal' },
  generatedTitle: { id: 'fx.ai.generated', message: 'Título reescrito pela IA' },
  grade: '8-10',
  content: [
    { id: 'fx.ai.p1', message: 'Primeiro parágrafo.' },
    { id: 'fx.ai.p2', message: 'Segundo parágrafo.' },
  ],
  date: '2024-07-23',
  image: { src: 'ai-news/sabesp-privatizacao.jpg', alt: { id: 'fx.ai.alt', message: 'Gota d’água' } },
  partners: [{ name: 'Searchly', img: '/logos/searchly.svg' }],
  tags: ['Saneamento', 'Energia'],
}

const mundo = {
  label: { id: 'fx.ai.mundo', message: 'Mundo' },
  image: { src: 'ai-news/mundo.jpg', decorative: true as const },
}

/** An item with the longest realistic copy, the most tags and partners. */
export const longItem: AiNewsItem = {
  ...fixtureItem,
  slug: 'longo',
  originalTitle: {
    id: 'fx.long.ai.original',
    message:
      'Companhia de saneamento conclui processo de desestatização e anuncia investimentos bilionários em infraestrutura',
  },
  generatedTitle: {
    id: 'fx.long.ai.generated',
    message:
      'Desestatização da companhia de saneamento: o que muda para os consumidores e para as tarifas de água e energia',
  },
  grade: '10-10',
  content: [1, 2, 3, 4].map((paragraph) => ({
    id: `fx.long.ai.p${paragraph}`,
    message:
      'A operação, aprovada pelos acionistas na última assembleia, prevê investimentos em tratamento de esgoto, redução de perdas na distribuição e universalização do abastecimento até o fim da década, com metas acompanhadas pela agência reguladora.',
  })),
  partners: [
    { name: 'Searchly', img: '/logos/searchly.svg' },
    { name: 'Socialoop', img: '/logos/socialoop.svg' },
    { name: 'Órbita Fintech', img: '/logos/orbita-fintech.svg' },
    { name: 'Norte Telecom', img: '/logos/norte-telecom.svg' },
  ],
  tags: ['Saneamento básico', 'Infraestrutura', 'Desestatização', 'Energia renovável', 'Regulação', 'Sustentabilidade'],
}

export const fixtures: Record<string, AiNewsListProps> = {
  fourTiles: {
    title: { id: 'fx.ai.title', message: 'Notícias monitoradas' },
    categoriesLabel: { id: 'fx.ai.categories', message: 'Categorias' },
    categories: [mundo, mundo, mundo, mundo],
    items: [fixtureItem, { ...fixtureItem, slug: 'outra', tags: undefined }],
  },
  fourTilesMuted: {
    title: { id: 'fx.ai.title', message: 'Notícias monitoradas' },
    categoriesLabel: { id: 'fx.ai.categories', message: 'Categorias' },
    categories: [mundo, mundo, mundo, mundo],
    items: [fixtureItem],
    tone: 'muted',
  },
  noTiles: {
    title: { id: 'fx.ai.title', message: 'Notícias' },
    categoriesLabel: { id: 'fx.ai.categories', message: 'Categorias' },
    categories: [],
    items: [fixtureItem],
  },
  /** Worst case: the longest realistic copy, the most categories and items (six each). */
  longest: {
    title: { id: 'fx.long.ai.title', message: 'Notícias monitoradas e reescritas pela nossa inteligência artificial' },
    categoriesLabel: { id: 'fx.long.ai.categories', message: 'Categorias de notícias acompanhadas' },
    categories: [
      'Mundo e geopolítica',
      'Economia e finanças',
      'Infraestrutura',
      'Meio ambiente',
      'Tecnologia',
      'Saúde pública',
    ].map((label, index) => ({
      label: { id: `fx.long.ai.category${index}`, message: label },
      image: { src: 'ai-news/mundo.jpg', decorative: true as const },
    })),
    items: [0, 1, 2, 3, 4, 5].map((index) => ({ ...longItem, slug: `longo-${index}` })),
  },
}
