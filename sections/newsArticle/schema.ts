import type { JSONSchemaType } from 'ajv'
import { imageSchema, toneSchema, type ImageSlot, type Tone } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'
import { gridImageSizes } from '../shared/gridSizes'

/**
 * The article's cover, 16:9, at the top of the info card: the card is the third of three columns (64 px apart)
 * beside the text from 1024 px, and spans the page's content column above the text on smaller screens. Up to
 * 778 px wide (an 834 px tablet), so sources of 1,556 px or more. It is the page's largest picture in the first
 * viewport: it loads first.
 */
export const newsCoverSlot: ImageSlot = {
  name: 'newsArticle.image',
  sizes: gridImageSizes(
    [
      { minWidth: 0, count: 1 },
      { minWidth: 1024, count: 3 },
    ],
    64,
  ),
  aspect: 16 / 9,
}

export const NEWS_ARTICLE_DEFAULT_TONE: Tone = 'light'

export interface NewsArticleProps {
  /** The article shown (from `content/news/index.ts`): headline, summary, source button, info card and full text. */
  article: NewsArticle
  /** The surface the article is painted on: `light` (default, white), `muted` (warm sand), `inverse` or `brand`. */
  tone?: Tone
}

export const newsArticleSectionSchema: JSONSchemaType<NewsArticleProps> = {
  type: 'object',
  properties: {
    article: {
      ...newsArticleSchema,
      properties: { ...newsArticleSchema.properties, image: imageSchema(newsCoverSlot) },
    },
    tone: { ...toneSchema, nullable: true, default: NEWS_ARTICLE_DEFAULT_TONE },
  },
  required: ['article'],
  additionalProperties: false,
}
