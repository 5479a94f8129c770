import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Carousel } from '../../src/design/Carousel'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { MediaCard } from '../shared/MediaCard'
import { VIDEO_CAROUSEL_DEFAULT_TONE, type VideoCarouselProps } from './schema'
import { VideoFacade } from './VideoFacade'

export function VideoCarousel({
  title,
  subtitle,
  videos,
  tone = VIDEO_CAROUSEL_DEFAULT_TONE,
  sectionId,
}: VideoCarouselProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="videoCarousel" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <Carousel
        label={_(title)}
        items={videos}
        layout="three-one"
        renderSlide={(video) => (
          <MediaCard as="div" look="plain" media={<VideoFacade video={video} />} title={_(video.title)}>
            <p className="text-fg-muted">{_(video.description)}</p>
          </MediaCard>
        )}
      />
    </Section>
  )
}
