import { aiNews } from '../content/ai-news'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const aiNewsPage: PageConfig = {
  id: 'aiNews',
  path: '/ia-noticia',
  layout: 'default',
  // The AI-news demo is Portuguese only and lives at the bare /ia-noticia (no locale prefix).
  urls: 'unprefixed',
  meta: {
    title: msg`IA Notícia: notícias monitoradas e classificadas por inteligência artificial`,
    description: msg`Demonstração do IA Notícia, da Nuvora: a inteligência artificial acompanha portais de notícias, reescreve os títulos e atribui um grau de relevância a cada matéria.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Demonstração`,
        title: msg`IA Notícia`,
        subtitle: msg`O IA Notícia acompanha portais de notícias em tempo real. Para cada matéria, a inteligência artificial escreve um título direto, resume o texto e atribui um grau de relevância de acordo com os temas que importam para o seu negócio.`,
        actions: [
          { label: msg`Ver a demonstração`, href: '#noticias' },
          { label: msg`Conheça nossos produtos de IA`, href: '/produtos-de-ia' },
        ],
        proof: [
          msg`Títulos reescritos pela IA`,
          msg`Grau de relevância por tema`,
          msg`Categorias ilustrativas nesta demonstração`,
        ],
        image: {
          src: 'hero/ia-noticia.png',
          alt: msg`O IA Notícia em ação: um título reescrito pela IA com nota de relevância 8,7, um resumo da matéria, 42 portais acompanhados e os temas do negócio`,
        },
        imageFrom: 'desktop',
      },
    },
    {
      type: 'aiNewsList',
      id: 'noticias',
      props: {
        title: msg`Notícias monitoradas`,
        categoriesLabel: msg`Categorias`,
        // The demo shows four placeholder tiles, all "Mundo" (the spec's sample).
        categories: [
          { label: msg`Mundo`, image: { src: 'ai-news/mundo.jpg', decorative: true } },
          { label: msg`Mundo`, image: { src: 'ai-news/mundo.jpg', decorative: true } },
          { label: msg`Mundo`, image: { src: 'ai-news/mundo.jpg', decorative: true } },
          { label: msg`Mundo`, image: { src: 'ai-news/mundo.jpg', decorative: true } },
        ],
        items: aiNews.entries,
      },
    },
  ],
}
