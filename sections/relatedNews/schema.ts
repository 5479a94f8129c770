import type { JSONSchemaType } from 'ajv'
import { headingFields, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'
import { NEWS_CARD_SIZES } from '../newsList/schema'

/** A card's picture, laid out as in `newsList` (`NEWS_GRID`): its files made for its widest place there. */
export const relatedNewsImageSlot: ImageSlot = { name: 'relatedNews.image', sizes: NEWS_CARD_SIZES, aspect: 16 / 9 }

export const RELATED_NEWS_DEFAULT_TONE: Tone = 'muted'

/** What a card of another article shows: no full text, so a page carries only what it renders. */
export type RelatedArticle = Pick<NewsArticle, 'slug' | 'date' | 'title' | 'desc' | 'image'>

export interface RelatedNewsProps {
  /** Section heading, e.g. "Outras notícias". */
  title: Copy
  /**
   * The other articles to show, in order, at most three: the article page picks them by the spec rule (see
   * `otherNews` in `content/models/news.ts`). None left: the section renders nothing.
   */
  articles: RelatedArticle[]
  /**
   * The surface the section is painted on: `muted` (default, warm sand: it sets the other news apart from the
   * article above), `light`, `inverse` or `brand`.
   */
  tone?: Tone
}

const { slug, date, title, desc } = newsArticleSchema.properties

export const relatedNewsSchema: JSONSchemaType<RelatedNewsProps> = {
  type: 'object',
  properties: {
    ...headingFields({ subtitle: false }),
    articles: {
      type: 'array',
      items: {
        type: 'object',
        properties: { slug, date, title, desc, image: imageSchema(relatedNewsImageSlot) },
        required: ['slug', 'date', 'title', 'desc', 'image'],
        additionalProperties: false,
      },
      maxItems: 3,
    },
    tone: { ...toneSchema, nullable: true, default: RELATED_NEWS_DEFAULT_TONE },
  },
  required: ['title', 'articles'],
  additionalProperties: false,
}
