import type { JSONSchemaType } from 'ajv'
import {
  headingFields,
  imageSchema,
  pageSizeSchema,
  toneSchema,
  type Copy,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { newsArticleSchema, type NewsArticle } from '../../content/models/news'
import { gridImageSizes } from '../shared/gridSizes'

/**
 * The grid news cards are laid out in (`newsList`, `relatedNews`): one column, two from 640 px, three from 1024 px
 * (a six-track grid, each card two tracks), with no empty cell whatever the number of cards (`newsCardPlace`).
 */
export const NEWS_GRID = 'grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-6'

/** Where a card of a news grid sits: its classes, and whether it is wider than a cell there (`wideFrom`). */
export interface NewsCardPlace {
  className: string
  /** From 640 px the card takes the whole row (the last of an odd number). */
  wideFromSm: boolean
  /** From 1024 px the card takes half the row (the last row holds two, never one or two of three). */
  wideFromLg: boolean
}

/**
 * The place of card `index` of `count` in `NEWS_GRID`, so that no row ends with an empty cell: from 1024 px the
 * last two cards of a count one over a multiple of three take half the row each, and the last four of a count one
 * over (two rows of two); from 640 px the last card of an odd count takes the whole row. A single card takes half
 * the row from 1024 px.
 */
export function newsCardPlace(index: number, count: number): NewsCardPlace {
  const rest = count % 3
  const wideFromLg = (rest === 2 && index >= count - 2) || (rest === 1 && index >= count - Math.min(count, 4))
  const wideFromSm = count % 2 === 1 && index === count - 1
  return {
    className: [wideFromSm ? 'sm:col-span-2' : '', wideFromLg ? 'lg:col-span-3' : 'lg:col-span-2'].join(' ').trim(),
    wideFromSm,
    wideFromLg,
  }
}

/** The sizes of a card's picture at its place: the width of its card, whole row or half row where it is wide. */
export function newsCardSizes({ wideFromSm, wideFromLg }: Pick<NewsCardPlace, 'wideFromSm' | 'wideFromLg'>): string {
  return gridImageSizes(
    [
      { minWidth: 0, count: 1 },
      { minWidth: 640, count: wideFromSm ? 1 : 2 },
      { minWidth: 1024, count: wideFromLg ? 2 : 3 },
    ],
    24,
  )
}

/**
 * The sizes of a news card's picture in `NEWS_GRID` at its widest (a whole row up to 1023 px, half a row from 1024
 * px): what the build makes its files for (every place of `newsCardPlace` then has a sharp one). Shared by
 * `newsList` and `relatedNews`; each card's `<img>` names the sizes of its own place (`newsCardSizes`).
 */
export const NEWS_CARD_SIZES = newsCardSizes({ wideFromSm: true, wideFromLg: true })

/** A card's picture: full card width, 16:9, up to a whole row below 1024 px and half a row from there. */
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
    ...headingFields(),
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
