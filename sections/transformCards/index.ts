import { defineSection } from '../../src/engine'
import { transformCardsSchema } from './schema'
import { TransformCards } from './TransformCards'

/** "Transform your business" cards: each a short promise linking to a landing page. */
export const transformCards = defineSection({
  type: 'transformCards',
  schema: transformCardsSchema,
  Component: TransformCards,
  cardGrid: true,
})
