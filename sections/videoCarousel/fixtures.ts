import type { Video } from '../../src/entities/videos'
import type { VideoCarouselProps } from './schema'

// Thumbnails that exist under public/videos/, so the gallery shows the fixtures without broken images.
const thumbnails = ['nuvora-em-dois-minutos', 'ia-sob-medida', 'ia-noticia-na-pratica']

const video = (n: number): Video => ({
  title: { id: `fx.video${n}`, message: `Vídeo ${n}` },
  description: { id: `fx.video${n}.desc`, message: `Descrição do vídeo ${n}.` },
  youtubeId: `abcdefghij${n}`,
  thumbnail: `/videos/${thumbnails[(n - 1) % thumbnails.length]}.svg`,
})

export const fixtures: Record<string, VideoCarouselProps> = {
  threeVideos: { title: { id: 'fx.videos', message: 'Vídeos' }, videos: [video(1), video(2), video(3)] },
  oneVideoDark: {
    title: { id: 'fx.videos', message: 'Vídeos' },
    subtitle: { id: 'fx.videos.sub', message: 'Assista.' },
    videos: [video(1)],
    tone: 'dark',
  },
}
