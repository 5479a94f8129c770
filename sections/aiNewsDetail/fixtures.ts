import { fixtureItem, longItem } from '../aiNewsList/fixtures'
import type { AiNewsDetailProps } from './schema'

const partnersTitle = { id: 'fx.ai.partners', message: 'Parceiros' }

export const fixtures: Record<string, AiNewsDetailProps> = {
  withTags: { item: fixtureItem, partnersTitle },
  withoutTags: { item: { ...fixtureItem, tags: undefined }, partnersTitle },
  inverse: { item: fixtureItem, partnersTitle, tone: 'inverse' },
  /** Worst case: the longest realistic copy, the most tags and partners. */
  longest: {
    item: longItem,
    partnersTitle: { id: 'fx.long.ai.partners', message: 'Parceiros e fontes que contribuíram para esta notícia' },
  },
}
