import { defineSection } from '../../src/engine'
import { AiNewsList, aiNewsCopy } from './AiNewsList'
import { aiNewsListSchema } from './schema'

/** The AI-news listing: category tiles and news cards (date, relevance grade, title, text clamped to 4 lines) linking to their pages. */
export const aiNewsList = defineSection({
  type: 'aiNewsList',
  schema: aiNewsListSchema,
  Component: AiNewsList,
  copy: { name: 'AI news', messages: aiNewsCopy },
})
