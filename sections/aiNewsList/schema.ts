import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, type Copy } from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'

/** A news category tile. */
export interface AiNewsCategory {
  /** Tile label, e.g. "Mundo". */
  label: Copy
  /** Decorative picture under `public/ai-news/`. */
  img: string
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
        properties: { label: copySchema, img: publicFileSchema },
        required: ['label', 'img'],
        additionalProperties: false,
      },
    },
    items: { type: 'array', items: aiNewsItemSchema, minItems: 1 },
  },
  required: ['title', 'categoriesLabel', 'categories', 'items'],
  additionalProperties: false,
}
