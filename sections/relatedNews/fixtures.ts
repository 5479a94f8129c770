import { fixtureArticles, longArticle } from '../newsList/fixtures'
import type { RelatedNewsProps } from './schema'

const title = { id: 'fx.related', message: 'Outras notícias' }

export const fixtures: Record<string, RelatedNewsProps> = {
  onSecondArticle: { title, articles: fixtureArticles, currentSlug: 'dois' },
  onFifthArticle: { title, articles: fixtureArticles, currentSlug: 'cinco' },
  /** Worst case: the longest realistic copy. */
  longest: {
    title: { id: 'fx.long.title', message: 'Outras notícias, entrevistas e reportagens que podem interessar a você' },
    articles: ['longo-0', 'longo-1', 'longo-2', 'longo-3', 'longo-4'].map((slug) => longArticle(slug)),
    currentSlug: 'longo-0',
  },
}
