import type { JSONSchemaType } from 'ajv'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

export interface NewsArticleProps {
  /** The article shown (from `content/news/index.ts`): hero with headline and summary, source button, info card and full text. */
  article: NewsArticle
}

export const newsArticleSectionSchema: JSONSchemaType<NewsArticleProps> = {
  type: 'object',
  properties: { article: newsArticleSchema },
  required: ['article'],
  additionalProperties: false,
}
