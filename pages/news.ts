import { news as newsCollection } from '../content/news'
import { videos } from '../content/videos'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const newsPage: PageConfig = {
  id: 'news',
  path: '/noticias',
  layout: 'alternative',
  meta: {
    title: msg`Notícias`,
    description: msg`Últimas publicações e vídeos sobre a Nuvora: projetos de software e inteligência artificial, pessoas do nosso time e novidades da empresa.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Nuvora na imprensa`,
        title: msg`Notícias`,
        subtitle: msg`As últimas publicações e vídeos sobre a Nuvora, os nossos projetos e as pessoas que fazem a empresa.`,
        actions: [
          { label: msg`Ler as publicações`, href: '#publicacoes' },
          { label: msg`Assistir aos vídeos`, href: '#videos' },
        ],
        image: {
          src: 'hero/noticias.png',
          alt: msg`Uma manchete sobre a fábrica de software da Nuvora, um vídeo sobre a empresa, uma entrevista com a CTO Camila Duarte e o número de leitores das publicações`,
        },
        imageFrom: 'desktop',
      },
    },
    {
      type: 'newsList',
      id: 'publicacoes',
      props: { title: msg`Últimas publicações`, articles: newsCollection.entries },
    },
    {
      type: 'videoCarousel',
      id: 'videos',
      props: { title: msg`Vídeos`, subtitle: msg`Conheça a Nuvora e os nossos produtos em poucos minutos.`, videos },
    },
    {
      type: 'nextLevel',
      props: {
        title: msg`Quer ser a próxima história de sucesso?`,
        text: msg`Conte o que você precisa e receba uma proposta do nosso time.`,
        actions: [{ label: msg`Fale com a gente`, href: '/contato' }],
      },
    },
  ],
}
