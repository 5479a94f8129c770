import type { JSONSchemaType } from 'ajv'
import {
  copySchema,
  headingFields,
  imageSchema,
  toneSchema,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'
import { gridImageSizes } from '../shared/gridSizes'

/**
 * A category tile's picture, 16:9, its tile's full width: two tiles per row (16 px apart), four from 768 px, in the
 * page's content column. Up to 289 px wide (a 640 px screen), so sources of 578 px or more.
 */
export const aiNewsCategorySlot: ImageSlot = {
  name: 'aiNewsList.category',
  sizes: gridImageSizes(
    [
      { minWidth: 0, count: 2 },
      { minWidth: 768, count: 4 },
    ],
    16,
  ),
  aspect: 16 / 9,
}

/**
 * A news card's picture, 16:9, inside the card's 20 px padding: the card's width above its text on small screens,
 * a 240 px column beside it from 768 px. Up to 554 px wide (a 640 px screen), so sources of 1,108 px or more.
 */
export const aiNewsItemSlot: ImageSlot = {
  name: 'aiNewsList.image',
  sizes: '(min-width: 768px) 240px, (min-width: 369px) calc(94.8vw - 52.8px), calc(100vw - 72px)',
  aspect: 16 / 9,
}

export const AI_NEWS_LIST_DEFAULT_TONE: Tone = 'light'

/** A news category tile. */
export interface AiNewsCategory {
  /** Tile label, e.g. "Mundo". */
  label: Copy
  /**
   * The tile's picture (`ai-news/<category>.jpg` in `content/media/`), 16:9, dimmed under the label;
   * `decorative: true` (the label names it). Up to 288 px wide, so sources of 576 px or more.
   */
  image: Image
}

export interface AiNewsListProps {
  /** Section heading (`<h2>`) of the monitored news. */
  title: Copy
  /** Accessible name of the row of category tiles, e.g. "Categorias". */
  categoriesLabel: Copy
  /** Category tiles above the news (placeholders in the demo: four tiles labelled "Mundo"). */
  categories: AiNewsCategory[]
  /** The news items, in order (from `content/ai-news/index.ts`); each links to its Portuguese page `/pt-br/ia-noticia/{slug}`. */
  items: AiNewsItem[]
  /**
   * The surface the section is painted on: `light` (default, white), `muted` (warm sand), `inverse` (deep ink) or
   * `brand` (coral). The category tiles stay dark whatever it is, so their labels read on the pictures.
   */
  tone?: Tone
}

export const aiNewsListSchema: JSONSchemaType<AiNewsListProps> = {
  type: 'object',
  properties: {
    ...headingFields({ subtitle: false }),
    categoriesLabel: copySchema,
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: copySchema, image: imageSchema(aiNewsCategorySlot) },
        required: ['label', 'image'],
        additionalProperties: false,
      },
    },
    items: {
      type: 'array',
      items: {
        ...aiNewsItemSchema,
        properties: { ...aiNewsItemSchema.properties, image: imageSchema(aiNewsItemSlot) },
      },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true, default: AI_NEWS_LIST_DEFAULT_TONE },
  },
  required: ['title', 'categoriesLabel', 'categories', 'items'],
  additionalProperties: false,
}
