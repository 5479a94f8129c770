import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'

/**
 * The item's cover, 16:9, at the top of the aside: a 320 px column beside the text from 1024 px, under the text on
 * smaller screens (at most 448 px wide from 640 px, the content column's width below). Up to 395 px wide (a 430 px
 * phone) and 448 px on tablets, so sources of 896 px or more. It is the page's largest picture in the first
 * viewport on wide screens: it loads first.
 */
export const aiNewsCoverSlot: ImageSlot = {
  name: 'aiNewsDetail.image',
  sizes:
    '(min-width: 1024px) 320px, (min-width: 640px) 448px, (min-width: 369px) calc(94.8vw - 12.8px), calc(100vw - 32px)',
  aspect: 16 / 9,
}

export const AI_NEWS_DETAIL_DEFAULT_TONE: Tone = 'light'

export interface AiNewsDetailProps {
  /** The news item shown (from `content/ai-news/index.ts`): titles, relevance grade, text, date, partner logos and tags. */
  item: AiNewsItem
  /** Heading of the partner logos, e.g. "Parceiros". */
  partnersTitle: Copy
  /**
   * The surface the page body is painted on: `light` (default, white), `muted` (warm sand), `inverse` (deep ink) or
   * `brand` (coral). Partner logos keep a light tile whatever it is.
   */
  tone?: Tone
}

export const aiNewsDetailSchema: JSONSchemaType<AiNewsDetailProps> = {
  type: 'object',
  properties: {
    item: { ...aiNewsItemSchema, properties: { ...aiNewsItemSchema.properties, image: imageSchema(aiNewsCoverSlot) } },
    partnersTitle: copyOf({ max: COPY_LIMITS.heading }),
    tone: { ...toneSchema, nullable: true, default: AI_NEWS_DETAIL_DEFAULT_TONE },
  },
  required: ['item', 'partnersTitle'],
  additionalProperties: false,
}
