import type { NewsArticle } from '../../content/models/news'
import type { NewsListProps } from './schema'

// Images that exist under content/media/news/: the gallery builds the fixtures' images.
const images = [
  'courserians-rafael-monteiro',
  'fintechs',
  'ia-no-dia-a-dia',
  'ia-noticia',
  'superando-barreiras-camila-duarte',
]

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
    image: {
      src: `news/${images[slug.length % images.length]}.jpg`,
      alt: { id: `fx.${slug}.alt`, message: `Ilustração de ${slug}` },
    },
    originalLink: `https://www.jornal.example/${slug}`,
  }
}

export const fixtureArticles: NewsArticle[] = ['um', 'dois', 'tres', 'quatro', 'cinco'].map((slug) =>
  fixtureArticle(slug),
)

/** An article with the longest realistic copy. */
export function longArticle(slug: string, date = '2024-12-31'): NewsArticle {
  return {
    ...fixtureArticle(slug, date),
    title: {
      id: `fx.long.${slug}.title`,
      message: 'Superintendência de Desenvolvimento anuncia parceria para desburocratização de serviços digitais',
    },
    desc: {
      id: `fx.long.${slug}.desc`,
      message:
        'A iniciativa reúne empresas de tecnologia, universidades e órgãos públicos para simplificar o atendimento ao cidadão com inteligência artificial e interoperabilidade entre sistemas.',
    },
    content: [1, 2, 3, 4, 5].map((paragraph) => ({
      id: `fx.long.${slug}.p${paragraph}`,
      message:
        'Segundo os organizadores, o programa prevê a integração de bases de dados hoje isoladas, a automação de etapas repetitivas e a criação de indicadores públicos de desempenho, com metas trimestrais e auditorias independentes. A primeira fase começa em março e deve atender cerca de duzentos mil cidadãos.',
    })),
    originalLink: `https://www.jornaldaeconomiaedesenvolvimentoregional.example/tecnologia/2024/12/${slug}-parceria-desburocratizacao`,
  }
}

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
  threeInverse: {
    title: { id: 'fx.news', message: 'Notícias' },
    subtitle: { id: 'fx.news.sub', message: 'Matérias e vídeos sobre a Nuvora.' },
    articles: fixtureArticles.slice(0, 3),
    tone: 'inverse',
  },
  /** Worst case: the longest realistic copy and a full page of articles (twelve). */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Últimas publicações, entrevistas e reportagens sobre a Nuvora na imprensa',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Matérias, vídeos e artigos sobre inteligência artificial, desenvolvimento de software e transformação digital.',
    },
    articles: Array.from({ length: 12 }, (_, index) => longArticle(`longo-${index}`)),
  },
}
