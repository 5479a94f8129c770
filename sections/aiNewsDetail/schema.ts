import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, type Copy, type ImageSlot } from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'

/**
 * The item's cover, 16:9, at the top of the aside: a 300 px column beside the text from 1024 px, the whole 1048 px
 * column under the text on smaller screens. Up to 786 px wide (an 834 px tablet), so sources of 1,572 px or more.
 * It is the page's largest picture in the first viewport on wide screens: it loads first.
 */
export const aiNewsCoverSlot: ImageSlot = {
  name: 'aiNewsDetail.image',
  sizes: '(min-width: 1024px) 300px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  aspect: 16 / 9,
}

export interface AiNewsDetailProps {
  /** The news item shown (from `content/ai-news/index.ts`): titles, relevance grade, text, date, partner logos and tags. */
  item: AiNewsItem
  /** Heading of the partner logos, e.g. "Parceiros". */
  partnersTitle: Copy
}

export const aiNewsDetailSchema: JSONSchemaType<AiNewsDetailProps> = {
  type: 'object',
  properties: {
    item: { ...aiNewsItemSchema, properties: { ...aiNewsItemSchema.properties, image: imageSchema(aiNewsCoverSlot) } },
    partnersTitle: copySchema,
  },
  required: ['item', 'partnersTitle'],
  additionalProperties: false,
}
