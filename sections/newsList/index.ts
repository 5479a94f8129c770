import { defineSection } from '../../src/engine'
import { NewsList } from './NewsList'
import { newsListSchema } from './schema'

/**
 * A grid of news cards (image, date, headline, summary), each linking to its article page; a long list continues on
 * numbered pages (`pageSize`).
 */
export const newsList = defineSection({
  type: 'newsList',
  schema: newsListSchema,
  Component: NewsList,
  cardGrid: true,
  paginate: { items: 'articles' },
})
