import { msg } from '@lingui/core/macro'
import { aiNews } from '../content/ai-news'
import type { AiNewsItem } from '../content/models/aiNews'
import type { CollectionPageConfig } from '../src/engine/content'

/** One page per item of the AI-news demo, in Portuguese only: /pt-br/ia-noticia/{slug}. */
export const aiNewsItemPage: CollectionPageConfig<AiNewsItem> = {
  id: 'ai-news-item',
  path: '/ia-noticia/:slug',
  collection: aiNews,
  layout: 'default',
  locales: ['pt-br'],
  meta: (item) => ({
    title: item.generatedTitle,
    description: msg`Exemplo do IA Notícia: título original, título gerado pela inteligência artificial, grau de relevância e texto da notícia sobre a privatização da Sabesp.`,
  }),
  sections: (item) => [{ type: 'aiNewsDetail', props: { item, partnersTitle: msg`Parceiros` } }],
}
