import { otherNews, type NewsArticle } from '../../content/models/news'
import { fixtureArticles, longArticle } from '../newsList/fixtures'
import type { RelatedArticle, RelatedNewsProps } from './schema'

const title = { id: 'fx.related', message: 'Outras notícias' }
const card = ({ slug, date, title, desc, image }: NewsArticle): RelatedArticle => ({ slug, date, title, desc, image })

export const fixtures: Record<string, RelatedNewsProps> = {
  onSecondArticle: { title, articles: otherNews(fixtureArticles, 'dois').map(card) },
  onFifthArticle: { title, articles: otherNews(fixtureArticles, 'cinco').map(card) },
  onLight: { title, articles: otherNews(fixtureArticles, 'um').map(card), tone: 'light' },
  /** Worst case: the longest realistic copy. */
  longest: {
    title: { id: 'fx.long.title', message: 'Outras notícias, entrevistas e reportagens que podem interessar a você' },
    articles: ['longo-1', 'longo-2', 'longo-3'].map((slug) => card(longArticle(slug))),
  },
}
