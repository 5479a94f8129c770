import { fixtureItem } from '../aiNewsList/fixtures'
import type { AiNewsDetailProps } from './schema'

const partnersTitle = { id: 'fx.ai.partners', message: 'Parceiros' }

export const fixtures: Record<string, AiNewsDetailProps> = {
  withTags: { item: fixtureItem, partnersTitle },
  withoutTags: { item: { ...fixtureItem, tags: undefined }, partnersTitle },
}
