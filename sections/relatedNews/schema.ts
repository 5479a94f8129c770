import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/config/common'
import { newsArticleSchema, type NewsArticle } from '../../src/entities/news'

export interface RelatedNewsProps {
  /** Section heading, e.g. "Outras notícias". */
  title: Copy
  /** All articles, in list order (from `content/news/index.ts`); up to three are picked, only among the first four. */
  articles: NewsArticle[]
  /** Slug of the article on this page, left out of the picks. */
  currentSlug: string
}

export const relatedNewsSchema: JSONSchemaType<RelatedNewsProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    articles: { type: 'array', items: newsArticleSchema, minItems: 1 },
    currentSlug: { type: 'string', minLength: 1 },
  },
  required: ['title', 'articles', 'currentSlug'],
  additionalProperties: false,
}
