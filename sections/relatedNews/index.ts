import { defineSection } from '../../src/config/defineSection'
import { RelatedNews } from './RelatedNews'
import { relatedNewsSchema } from './schema'

/** "Other news" under an article: up to three other articles, taken only from the first four of the list. */
export const relatedNews = defineSection({ type: 'relatedNews', schema: relatedNewsSchema, Component: RelatedNews })
