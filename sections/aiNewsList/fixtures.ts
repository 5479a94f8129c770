import type { AiNewsItem } from '../../src/entities/aiNews'
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
  img: '/ai-news/sabesp-privatizacao.svg',
  partners: [{ name: 'Searchly', img: '/logos/searchly.svg' }],
  tags: ['Saneamento', 'Energia'],
}

const mundo = { label: { id: 'fx.ai.mundo', message: 'Mundo' }, img: '/ai-news/mundo.svg' }

export const fixtures: Record<string, AiNewsListProps> = {
  fourTiles: {
    title: { id: 'fx.ai.title', message: 'Notícias monitoradas' },
    categoriesLabel: { id: 'fx.ai.categories', message: 'Categorias' },
    categories: [mundo, mundo, mundo, mundo],
    items: [fixtureItem, { ...fixtureItem, slug: 'outra', tags: undefined }],
  },
  noTiles: {
    title: { id: 'fx.ai.title', message: 'Notícias' },
    categoriesLabel: { id: 'fx.ai.categories', message: 'Categorias' },
    categories: [],
    items: [fixtureItem],
  },
}
