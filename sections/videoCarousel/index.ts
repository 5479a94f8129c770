import { defineSection } from '../../src/engine'
import { videoCarouselSchema } from './schema'
import { VideoCarousel } from './VideoCarousel'
import { videoFacadeCopy } from './VideoFacade'

/** A carousel of videos (3 per view, 1 on narrow screens); each plays in place only after the visitor clicks it. */
export const videoCarousel = defineSection({
  type: 'videoCarousel',
  schema: videoCarouselSchema,
  Component: VideoCarousel,
  interactive: true,
  copy: { name: 'video', messages: videoFacadeCopy },
  cardGrid: true,
})
