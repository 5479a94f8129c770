import { fixtureArticles } from '../newsList/fixtures'
import type { RelatedNewsProps } from './schema'

const title = { id: 'fx.related', message: 'Outras notícias' }

export const fixtures: Record<string, RelatedNewsProps> = {
  onSecondArticle: { title, articles: fixtureArticles, currentSlug: 'dois' },
  onFifthArticle: { title, articles: fixtureArticles, currentSlug: 'cinco' },
}
