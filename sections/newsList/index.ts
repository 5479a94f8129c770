import { defineSection } from '../../src/engine'
import { NewsList } from './NewsList'
import { newsListSchema } from './schema'

/** A grid of news cards (image, date, headline, summary), each linking to its article page. */
export const newsList = defineSection({ type: 'newsList', schema: newsListSchema, Component: NewsList, cardGrid: true })
