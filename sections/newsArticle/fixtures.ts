import { fixtureArticle, longArticle } from '../newsList/fixtures'
import type { NewsArticleProps } from './schema'

export const fixtures: Record<string, NewsArticleProps> = {
  article: { article: fixtureArticle('dois', '2024-07-02') },
  /** Worst case: the longest realistic copy and source address. */
  longest: { article: longArticle('longo') },
}
