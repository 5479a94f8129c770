import { aiNewsItemSchema, type AiNewsItem } from '../models/aiNews'
import { item as sabespPrivatizacao } from './sabesp-privatizacao'
import { defineCollection } from '../../src/engine/content'

/** The items of the AI-news demo, newest first; each has a detail page (Portuguese only). */
export const aiNews = defineCollection<AiNewsItem>({
  name: 'aiNews',
  schema: aiNewsItemSchema,
  entries: [sabespPrivatizacao],
})
