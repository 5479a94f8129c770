import type { JSONSchemaType } from 'ajv'
import { imageSchema, type ImageSlot } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

/**
 * The article's cover, 16:9, at the top of the info card: the card is a 320 px column beside the text from 1024 px,
 * and spans the whole 1048 px column above the text on smaller screens. Up to 786 px wide (an 834 px tablet), so
 * sources of 1,572 px or more. It is the page's largest picture in the first viewport: it loads first.
 */
export const newsCoverSlot: ImageSlot = {
  name: 'newsArticle.image',
  sizes: '(min-width: 1024px) 320px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  aspect: 16 / 9,
}

export interface NewsArticleProps {
  /** The article shown (from `content/news/index.ts`): hero with headline and summary, source button, info card and full text. */
  article: NewsArticle
}

export const newsArticleSectionSchema: JSONSchemaType<NewsArticleProps> = {
  type: 'object',
  properties: {
    article: {
      ...newsArticleSchema,
      properties: { ...newsArticleSchema.properties, image: imageSchema(newsCoverSlot) },
    },
  },
  required: ['article'],
  additionalProperties: false,
}
