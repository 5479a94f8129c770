import { defineSection } from '../../src/engine'
import { NewsArticle, newsArticleCopy } from './NewsArticle'
import { newsArticleSectionSchema } from './schema'

/** A news article page body: hero with headline and summary, a button to the original source, an info card and the full text. */
export const newsArticle = defineSection({
  type: 'newsArticle',
  schema: newsArticleSectionSchema,
  Component: NewsArticle,
  copy: { name: 'article', messages: newsArticleCopy },
})
