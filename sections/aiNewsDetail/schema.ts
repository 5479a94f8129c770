import type { JSONSchemaType } from 'ajv'
import { aiNewsItemSchema, copySchema, type AiNewsItem, type Copy } from '../../src/engine'

export interface AiNewsDetailProps {
  /** The news item shown (from `content/ai-news/index.ts`): titles, relevance grade, text, date, partner logos and tags. */
  item: AiNewsItem
  /** Heading of the partner logos, e.g. "Parceiros". */
  partnersTitle: Copy
}

export const aiNewsDetailSchema: JSONSchemaType<AiNewsDetailProps> = {
  type: 'object',
  properties: { item: aiNewsItemSchema, partnersTitle: copySchema },
  required: ['item', 'partnersTitle'],
  additionalProperties: false,
}
