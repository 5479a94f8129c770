import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, type Copy, type Image, type ImageSlot } from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'

/**
 * A category tile's picture, 16:9, its tile's full width: two tiles per row (gap 16 px), four from 768 px, in the
 * 1048 px column. Up to 288 px wide (a 640 px screen), so sources of 576 px or more.
 */
export const aiNewsCategorySlot: ImageSlot = {
  name: 'aiNewsList.category',
  sizes:
    '(min-width: 1096px) 250px, (min-width: 768px) calc(25vw - 24px), (min-width: 640px) calc(50vw - 32px), calc(50vw - 24px)',
  aspect: 16 / 9,
}

/**
 * A news card's picture, 16:9: the card's full width above its text on small screens, a 240 px column beside it
 * from 768 px (filling the card's height there). Up to 592 px wide (a 640 px screen), so sources of 1,184 px or more.
 */
export const aiNewsItemSlot: ImageSlot = {
  name: 'aiNewsList.image',
  sizes: '(min-width: 768px) 240px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  aspect: 16 / 9,
}

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
}

export const aiNewsListSchema: JSONSchemaType<AiNewsListProps> = {
  type: 'object',
  properties: {
    title: copySchema,
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
  },
  required: ['title', 'categoriesLabel', 'categories', 'items'],
  additionalProperties: false,
}
