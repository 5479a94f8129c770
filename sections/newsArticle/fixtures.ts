import { fixtureArticle } from '../newsList/fixtures'
import type { NewsArticleProps } from './schema'

export const fixtures: Record<string, NewsArticleProps> = {
  article: { article: fixtureArticle('dois', '2024-07-02') },
}
