import { msg } from '@lingui/core/macro'
import type { Video } from './models/videos'

// The ids are placeholders for the fictional company's channel; replace them with the real videos' ids.
/** The three videos of the news page carousel. */
export const videos: Video[] = [
  {
    title: msg`A Nuvora em dois minutos`,
    description: msg`Quem somos, como trabalhamos e o que entregamos para startups, fintechs e grandes empresas.`,
    youtubeId: 'nUvOrA2min0',
    poster: { src: 'videos/nuvora-em-dois-minutos.jpg', decorative: true },
  },
  {
    title: msg`Como criamos uma IA sob medida`,
    description: msg`Os bastidores de um projeto de inteligência artificial, da primeira conversa à entrega.`,
    youtubeId: 'nUvOrAiaSob',
    poster: { src: 'videos/ia-sob-medida.jpg', decorative: true },
  },
  {
    title: msg`IA Notícia na prática`,
    description: msg`Uma demonstração da ferramenta que monitora portais e classifica as notícias por relevância.`,
    youtubeId: 'nUvOrAnews1',
    poster: { src: 'videos/ia-noticia-na-pratica.png', decorative: true },
  },
]
