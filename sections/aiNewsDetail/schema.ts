import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'
import { aiNewsItemSchema, type AiNewsItem } from '../../content/models/aiNews'

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
