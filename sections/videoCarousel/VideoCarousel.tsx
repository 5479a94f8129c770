import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Carousel } from '../../src/ui/Carousel'
import { Section } from '../../src/ui/Section'
import { SectionHeading } from '../../src/ui/SectionHeading'
import { TONE_CLASS, TONE_MUTED_TEXT } from '../../src/ui/tone'
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
    <Section type="videoCarousel" sectionId={sectionId} labelledBy={headingId} className={TONE_CLASS[tone]}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} tone={tone} />
      <div className="mt-10">
        <Carousel
          label={_(title)}
          items={videos}
          layout="three-one"
          renderSlide={(video) => (
            <div className="flex h-full flex-col gap-3">
              <VideoFacade video={video} />
              <h3 className="text-lg font-semibold">{_(video.title)}</h3>
              <p className={TONE_MUTED_TEXT[tone]}>{_(video.description)}</p>
            </div>
          )}
        />
      </div>
    </Section>
  )
}
