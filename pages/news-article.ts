import { msg } from '@lingui/core/macro'
import { news } from '../content/news'
import { otherNews, type NewsArticle } from '../content/models/news'
import type { Collection, CollectionPageConfig } from '../src/engine/content'

/**
 * One page per article of a news collection, at /noticias/{slug}; any other slug is answered 404. Each page
 * carries only what it shows: its article and the cards of the (at most three) other articles it links to, so a
 * page's data does not grow with the number of articles.
 */
export function newsArticlePages(collection: Collection<NewsArticle>): CollectionPageConfig<NewsArticle> {
  return {
    id: 'news-article',
    path: '/noticias/:slug',
    collection,
    layout: 'default',
    meta: (article) => ({ title: article.title, description: article.desc }),
    sections: (article) => [
      { type: 'newsArticle', props: { article } },
      {
        type: 'relatedNews',
        props: {
          title: msg`Outras notícias`,
          articles: otherNews(collection.entries, article.slug).map(({ slug, date, title, desc, image }) => ({
            slug,
            date,
            title,
            desc,
            image,
          })),
        },
      },
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
}

/** The site's article pages, one per entry of `content/news/`. */
export const newsArticlePage = newsArticlePages(news)
