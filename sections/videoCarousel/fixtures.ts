import type { Video } from '../../src/entities/videos'
import type { VideoCarouselProps } from './schema'

const video = (n: number): Video => ({
  title: { id: `fx.video${n}`, message: `Vídeo ${n}` },
  description: { id: `fx.video${n}.desc`, message: `Descrição do vídeo ${n}.` },
  youtubeId: `abcdefghij${n}`,
  thumbnail: `/videos/thumb-${n}.svg`,
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
