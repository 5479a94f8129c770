import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Carousel } from '../../src/design/Carousel'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import type { VideoCarouselProps } from './schema'
import { VideoFacade } from './VideoFacade'

export function VideoCarousel({
  title,
  subtitle,
  videos,
  tone = 'muted',
  sectionId,
}: VideoCarouselProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="videoCarousel" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <div className="mt-10">
        <Carousel
          label={_(title)}
          items={videos}
          layout="three-one"
          renderSlide={(video) => (
            <div className="flex h-full flex-col gap-3">
              <VideoFacade video={video} />
              <h3 className="text-lg font-semibold">{_(video.title)}</h3>
              <p className="text-fg-muted">{_(video.description)}</p>
            </div>
          )}
        />
      </div>
    </Section>
  )
}
