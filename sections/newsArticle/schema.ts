import type { JSONSchemaType } from 'ajv'
import { imageSchema, toneSchema, type ImageSlot, type Tone } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

/**
 * The article's cover, 16:9, at the top of the info card: the card is the third of three columns (64 px apart)
 * beside the text from 1024 px, and spans the page's content column above the text on smaller screens. Up to
 * 778 px wide (an 834 px tablet), so sources of 1,556 px or more. It is the page's largest picture in the first
 * viewport: it loads first.
 */
/**
 * The cover, beside the headline from 1024 px (five twelfths of the column, 472 px at most), under it up to 672 px
 * wide on smaller screens.
 */
export const newsCoverSlot: ImageSlot = {
  name: 'newsArticle.image',
  sizes:
    '(min-width: 1280px) 472px, (min-width: 1024px) calc(40vw - 2rem), (min-width: 736px) 672px, calc(100vw - 2rem)',
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
