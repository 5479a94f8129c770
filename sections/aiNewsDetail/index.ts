import { defineSection } from '../../src/engine'
import { AiNewsDetail, aiNewsDetailCopy } from './AiNewsDetail'
import { aiNewsDetailSchema } from './schema'

/** One AI-news item: original and generated titles, relevance grade, clamped text, date, tags and partner logos. */
export const aiNewsDetail = defineSection({
  type: 'aiNewsDetail',
  schema: aiNewsDetailSchema,
  Component: AiNewsDetail,
  interactive: true,
  copy: { name: 'AI news', messages: aiNewsDetailCopy },
})
