import type { NewsArticle } from '../../src/entities/news'
import type { NewsListProps } from './schema'

// Images that exist under public/news/, so the gallery shows the fixtures without broken images.
const images = ['courserians', 'fintechs', 'ia-no-dia-a-dia', 'ia-noticia', 'superando-barreiras']

/** A plain-descriptor article for fixtures and tests (content modules use `msg`). */
export function fixtureArticle(slug: string, date = '2024-08-20'): NewsArticle {
  return {
    slug,
    date,
    title: { id: `fx.${slug}.title`, message: `Título ${slug}` },
    desc: { id: `fx.${slug}.desc`, message: `Resumo ${slug}` },
    content: [
      { id: `fx.${slug}.p1`, message: `Primeiro parágrafo de ${slug}.` },
      { id: `fx.${slug}.p2`, message: `Segundo parágrafo de ${slug}.` },
    ],
    img: `/news/${images[slug.length % images.length]}.svg`,
    originalLink: `https://www.jornal.example/${slug}`,
  }
}

export const fixtureArticles: NewsArticle[] = ['um', 'dois', 'tres', 'quatro', 'cinco'].map((slug) =>
  fixtureArticle(slug),
)

export const fixtures: Record<string, NewsListProps> = {
  fiveArticles: {
    title: { id: 'fx.news', message: 'Últimas publicações' },
    subtitle: { id: 'fx.news.sub', message: 'Matérias e vídeos sobre a Nuvora.' },
    articles: fixtureArticles,
  },
  oneArticleMuted: {
    title: { id: 'fx.news', message: 'Notícias' },
    articles: fixtureArticles.slice(0, 1),
    tone: 'muted',
  },
}
