import { aiNews } from '../content/ai-news'
import type { PageConfig } from '../src/config/pages'
import { msg } from '@lingui/core/macro'

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
      type: 'richText',
      props: {
        pageTitle: true,
        eyebrow: msg`Demonstração`,
        title: msg`IA Notícia`,
        paragraphs: [
          msg`O IA Notícia acompanha portais de notícias em tempo real. Para cada matéria, a inteligência artificial escreve um título direto, resume o texto e atribui um grau de relevância de acordo com os temas que importam para o seu negócio.`,
          msg`Abaixo, um exemplo do que a ferramenta entrega. As categorias são ilustrativas nesta demonstração.`,
        ],
      },
    },
    {
      type: 'aiNewsList',
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
