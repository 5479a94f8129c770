import { defineSection } from '../../src/engine'
import { RelatedNews } from './RelatedNews'
import { relatedNewsSchema } from './schema'

/** "Other news" under an article: up to three other articles, as the article page picks them. */
export const relatedNews = defineSection({
  type: 'relatedNews',
  schema: relatedNewsSchema,
  Component: RelatedNews,
  cardGrid: true,
})
