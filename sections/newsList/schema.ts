import type { JSONSchemaType } from 'ajv'
import {
  COPY_LIMITS,
  copyOf,
  imageSchema,
  pageSizeSchema,
  toneSchema,
  type Copy,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'
import { gridImageSizes } from '../shared/gridSizes'

/** The grid news cards are laid out in (`newsList`, `relatedNews`): one column, two from 640 px, three from 1024 px. */
export const NEWS_GRID = 'grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3'

/**
 * The sizes of a news card's picture (the card's full width, 16:9) in `NEWS_GRID`, 24 px between columns, in the
 * page's content column. Shared by `newsList` and `relatedNews`.
 */
export const NEWS_CARD_SIZES = gridImageSizes(
  [
    { minWidth: 0, count: 1 },
    { minWidth: 640, count: 2 },
    { minWidth: 1024, count: 3 },
  ],
  24,
)

/** A card's picture: full card width, 16:9, up to 395 px wide (a 430 px phone), so sources of 790 px or more. */
export const newsCardImageSlot: ImageSlot = { name: 'newsList.image', sizes: NEWS_CARD_SIZES, aspect: 16 / 9 }

export const NEWS_LIST_DEFAULT_TONE: Tone = 'light'

export interface NewsListProps {
  /** Section heading, e.g. "Últimas publicações". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The articles to show, in order (from `content/news/index.ts`); each card links to its page `/noticias/{slug}`. */
  articles: NewsArticle[]
  /**
   * How many articles a page of the list shows (default 12, a whole number of 1 or more). Longer lists continue on
   * numbered pages at the page's address plus the number (`/noticias/2`, `/noticias/3`…), linked by "previous" and
   * "next" under the cards; a list that fits shows no links.
   */
  pageSize?: number
  /**
   * The surface the section is painted on: `light` (default, white), `muted` (warm sand), `inverse` (deep ink) or
   * `brand` (coral). The cards stay raised on it.
   */
  tone?: Tone
}

export const newsListSchema: JSONSchemaType<NewsListProps> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.heading }),
    subtitle: { ...copyOf({ max: COPY_LIMITS.subtitle }), nullable: true },
    articles: {
      type: 'array',
      items: {
        ...newsArticleSchema,
        properties: { ...newsArticleSchema.properties, image: imageSchema(newsCardImageSlot) },
      },
      minItems: 1,
    },
    pageSize: pageSizeSchema,
    tone: { ...toneSchema, nullable: true, default: NEWS_LIST_DEFAULT_TONE },
  },
  required: ['title', 'articles'],
  additionalProperties: false,
}
