import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

/** What a card of another article shows: no full text, so a page carries only what it renders. */
export type RelatedArticle = Pick<NewsArticle, 'slug' | 'date' | 'title' | 'desc' | 'img'>

export interface RelatedNewsProps {
  /** Section heading, e.g. "Outras notícias". */
  title: Copy
  /**
   * The other articles to show, in order, at most three: the article page picks them by the spec rule (see
   * `otherNews` in `content/models/news.ts`). None left: the section renders nothing.
   */
  articles: RelatedArticle[]
}

const { slug, date, title, desc, img } = newsArticleSchema.properties

export const relatedNewsSchema: JSONSchemaType<RelatedNewsProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    articles: {
      type: 'array',
      items: {
        type: 'object',
        properties: { slug, date, title, desc, img },
        required: ['slug', 'date', 'title', 'desc', 'img'],
        additionalProperties: false,
      },
      maxItems: 3,
    },
  },
  required: ['title', 'articles'],
  additionalProperties: false,
}
