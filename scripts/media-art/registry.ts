/** Every picture of `content/media/`, in render order. */
import type { Composition } from './kit'
import { editorialCompositions } from './compositions/editorial'
import { showcaseCompositions } from './compositions/showcase'
import { peopleCompositions } from './compositions/people'
import { productCompositions } from './compositions/products'
import { moreProductCompositions } from './compositions/products-more'
import { pageHeroCompositions } from './compositions/page-heroes'

export const compositions: Composition[] = [
  ...productCompositions,
  ...moreProductCompositions,
  ...editorialCompositions,
  ...showcaseCompositions,
  ...peopleCompositions,
  ...pageHeroCompositions,
]
