import type { JSONSchemaType } from 'ajv'
import { copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

export interface NewsListProps {
  /** Section heading, e.g. "Últimas publicações". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The articles to show, in order (from `content/news/index.ts`); each card links to its page `/noticias/{slug}`. */
  articles: NewsArticle[]
  /** Background (default `white`). */
  tone?: Tone
}

export const newsListSchema: JSONSchemaType<NewsListProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    articles: { type: 'array', items: newsArticleSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'articles'],
  additionalProperties: false,
}
