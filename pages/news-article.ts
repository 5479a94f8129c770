import { msg } from '@lingui/core/macro'
import { news } from '../content/news'
import type { CollectionPageConfig } from '../src/config/pages'
import type { NewsArticle } from '../src/entities/news'

/** One page per article of `content/news/`, at /noticias/{slug}; any other slug is answered 404. */
export const newsArticlePage: CollectionPageConfig<NewsArticle> = {
  id: 'news-article',
  path: '/noticias/:slug',
  collection: news,
  layout: 'default',
  meta: (article) => ({ title: article.title, description: article.desc }),
  sections: (article) => [
    { type: 'newsArticle', props: { article } },
    { type: 'relatedNews', props: { title: msg`Outras notícias`, articles: news.entries, currentSlug: article.slug } },
    {
      type: 'nextLevel',
      props: {
        title: msg`Leve o seu negócio para o próximo nível`,
        text: msg`Conte o que você precisa e receba uma proposta do nosso time.`,
        // The spec fixes this button to the Portuguese contact page in every locale.
        actions: [{ label: msg`Fale com a gente`, href: '/pt-br/contato' }],
      },
    },
  ],
}
