import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'

/**
 * The sizes of a news card's picture (full card width, 16:9) in the section's grid: one column on phones, two from
 * 640 px, three from 1024 px, gaps of 24 px, in the 1048 px column. Shared by `newsList` and `relatedNews`.
 */
export const NEWS_CARD_SIZES =
  '(min-width: 1096px) 334px, (min-width: 1024px) calc(33.33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 2rem)'

/** A card's picture: full card width, 16:9, up to 398 px wide (a 430 px phone), so sources of 796 px or more. */
export const newsCardImageSlot: ImageSlot = { name: 'newsList.image', sizes: NEWS_CARD_SIZES, aspect: 16 / 9 }

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
    articles: {
      type: 'array',
      items: {
        ...newsArticleSchema,
        properties: { ...newsArticleSchema.properties, image: imageSchema(newsCardImageSlot) },
      },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'articles'],
  additionalProperties: false,
}
