import { fixtureArticle, longArticle } from '../newsList/fixtures'
import type { NewsArticleProps } from './schema'

export const fixtures: Record<string, NewsArticleProps> = {
  article: { article: fixtureArticle('dois', '2024-07-02') },
  articleMuted: { article: fixtureArticle('tres', '2024-07-02'), tone: 'muted' },
  articleInverse: { article: fixtureArticle('quatro', '2024-07-02'), tone: 'inverse' },
  /** Worst case: the longest realistic copy and source address. */
  longest: { article: longArticle('longo') },
}
