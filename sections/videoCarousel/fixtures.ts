import type { Video } from '../../content/models/videos'
import type { VideoCarouselProps } from './schema'

// Posters that exist under content/media/videos/: the gallery builds the fixtures' images.
const posters = ['nuvora-em-dois-minutos.jpg', 'ia-sob-medida.jpg', 'ia-noticia-na-pratica.png']

const video = (n: number): Video => ({
  title: { id: `fx.video${n}`, message: `Vídeo ${n}` },
  description: { id: `fx.video${n}.desc`, message: `Descrição do vídeo ${n}.` },
  youtubeId: `abcdefghij${n}`,
  poster: { src: `videos/${posters[(n - 1) % posters.length]}`, decorative: true },
})

export const fixtures: Record<string, VideoCarouselProps> = {
  threeVideos: { title: { id: 'fx.videos', message: 'Vídeos' }, videos: [video(1), video(2), video(3)] },
  fourVideosLight: {
    title: { id: 'fx.videos', message: 'Vídeos' },
    subtitle: { id: 'fx.videos.sub', message: 'Assista.' },
    videos: [video(1), video(2), video(3), video(4)],
    tone: 'light',
  },
  oneVideoDark: {
    title: { id: 'fx.videos', message: 'Vídeos' },
    subtitle: { id: 'fx.videos.sub', message: 'Assista.' },
    videos: [video(1)],
    tone: 'inverse',
  },
  /** Worst case: the longest realistic copy and the most videos (six). */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Vídeos, palestras e demonstrações dos nossos produtos de inteligência artificial',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message: 'Assista a entrevistas com os fundadores, estudos de caso de clientes e tutoriais passo a passo.',
    },
    videos: [1, 2, 3, 4, 5, 6].map((n) => ({
      ...video(n),
      title: {
        id: `fx.long.video${n}`,
        message: 'Hiperautomação na prática: como uma rede varejista reduziu o retrabalho em quarenta por cento',
      },
      description: {
        id: `fx.long.video${n}.desc`,
        message:
          'Em vinte minutos, a diretora de operações conta como a empresa mapeou os processos, integrou os sistemas legados e treinou as equipes para usar assistentes de inteligência artificial no dia a dia.',
      },
    })),
    tone: 'inverse',
  },
}
